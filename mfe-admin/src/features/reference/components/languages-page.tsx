import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sokoni/contracts';
import { Badge } from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, wholeTable } from '../../../components/admin-table';
import { StateBadge, ToggleButton } from '../../../components/row-actions';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useListLanguagesQuery, useSetLanguageActiveMutation } from '../api/reference-api';

/** Languages: activate or deactivate; the default language stays active. */
export function LanguagesPage() {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const { data, error, refetch } = useListLanguagesQuery();
  const [setActive, state] = useSetLanguageActiveMutation();
  const [toToggle, setToToggle] = useState<Language | null>(null);

  const confirm = async () => {
    if (!toToggle) return;
    await run(
      () => setActive({ code: toToggle.code, active: !toToggle.is_active }).unwrap(),
      t(toToggle.is_active ? 'languages.deactivated' : 'languages.activated', { name: toToggle.native_name }),
    );
    setToToggle(null);
  };

  return (
    <AdminFrame title={t('pages.languages')}>
      <AdminTable
        {...wholeTable({ data, error, refetch })}
        skeletonHeight="160px"
        rowKey={(language) => language.code}
        columns={[
          { header: t('languages.columns.code'), cell: (language) => language.code },
          {
            header: t('languages.columns.name'),
            cell: (language) => `${language.native_name} (${language.name})`,
          },
          {
            header: t('languages.columns.state'),
            cell: (language) => (
              <StyledActions>
                {language.is_default ? <Badge tone="info">{t('languages.default')}</Badge> : null}
                <StateBadge active={language.is_active} />
              </StyledActions>
            ),
          },
          {
            header: t('languages.columns.actions'),
            cell: (language) =>
              !language.is_default || !language.is_active ? (
                <ToggleButton active={language.is_active} onClick={() => setToToggle(language)} />
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={toToggle !== null}
        title={
          toToggle
            ? t(toToggle.is_active ? 'languages.confirmDeactivate' : 'languages.confirmActivate', {
                name: toToggle.native_name,
              })
            : ''
        }
        message={t('languages.confirmMessage')}
        variant={toToggle?.is_active ? 'danger' : 'default'}
        confirming={state.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setToToggle(null)}
      />
    </AdminFrame>
  );
}
