import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sokoni/contracts';
import { Badge, Button, ConfirmDialog, ErrorState, Skeleton, toApiError, useToast } from '@sokoni/shared-ui';
import { AdminFrame, StyledActions, StyledTable, StyledTableWrap } from '../../../components/admin-frame';
import { useListLanguagesQuery, useSetLanguageActiveMutation } from '../api/reference-api';

/** Languages: activate or deactivate; the default language stays active. */
export function LanguagesPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data, error, refetch } = useListLanguagesQuery();
  const [setActive, state] = useSetLanguageActiveMutation();
  const [toToggle, setToToggle] = useState<Language | null>(null);

  const confirm = async () => {
    if (!toToggle) return;
    try {
      await setActive({ code: toToggle.code, active: !toToggle.is_active }).unwrap();
      toast.success(t(toToggle.is_active ? 'languages.deactivated' : 'languages.activated', { name: toToggle.native_name }));
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.action')).message);
    } finally {
      setToToggle(null);
    }
  };

  return (
    <AdminFrame title={t('pages.languages')}>
      {error && !data ? (
        <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height="160px" />
      ) : (
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('languages.columns.code')}</th>
                <th scope="col">{t('languages.columns.name')}</th>
                <th scope="col">{t('languages.columns.state')}</th>
                <th scope="col">{t('languages.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((language) => (
                <tr key={language.code}>
                  <td>{language.code}</td>
                  <td>
                    {language.native_name} ({language.name})
                  </td>
                  <td>
                    <StyledActions>
                      {language.is_default ? <Badge tone="info">{t('languages.default')}</Badge> : null}
                      <Badge tone={language.is_active ? 'success' : 'neutral'}>
                        {language.is_active ? t('state.active') : t('state.inactive')}
                      </Badge>
                    </StyledActions>
                  </td>
                  <td>
                    {!language.is_default || !language.is_active ? (
                      <Button size="sm" variant="secondary" onClick={() => setToToggle(language)}>
                        {language.is_active ? t('actions.deactivate') : t('actions.activate')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
      )}
      <ConfirmDialog
        open={toToggle !== null}
        title={toToggle ? t(toToggle.is_active ? 'languages.confirmDeactivate' : 'languages.confirmActivate', { name: toToggle.native_name }) : ''}
        message={t('languages.confirmMessage')}
        variant={toToggle?.is_active ? 'danger' : 'default'}
        confirming={state.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setToToggle(null)}
      />
    </AdminFrame>
  );
}
