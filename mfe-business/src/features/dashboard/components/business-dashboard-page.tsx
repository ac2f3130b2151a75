import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BusinessProfileRequest } from '@sokoni/contracts';
import {
  ButtonAnchor,
  ButtonLink,
  PageFrame,
  paths,
  useAppDispatch,
  useAppSelector,
  userUpdated,
  useToast,
  VisuallyHidden,
} from '@sokoni/shared-ui';
import { Tabs } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { useUpdateBusinessProfileMutation } from '../../business-form/api/business-api';
import { BusinessForm } from '../../business-form/components/business-form';
import { LogoEditor } from '../../business-form/components/logo-editor';
import { InvalidResponseError } from '../../business-form/lib/business-error';
import { AnalyticsPanel } from './analytics-panel';
import { ProductsTable } from './products-table';

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSettings = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

type TabId = 'products' | 'settings';

/** The business dashboard: header links, Products and Settings tabs, seller analytics. */
export function BusinessDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const profile = user?.business_profile ?? null;
  const [tab, setTab] = useState<TabId>('products');
  const [update] = useUpdateBusinessProfileMutation();

  const save = async (values: BusinessProfileRequest) => {
    const result = await update(values).unwrap();
    if (!result?.business_profile) throw new InvalidResponseError(t('errors.invalidResponse'));
    if (user) dispatch(userUpdated({ ...user, business_profile: result.business_profile }));
    toast.success(t('dashboard.settings.success'));
  };

  return (
    <PageFrame
      title={t('dashboard.title')}
      intro={profile ? t('dashboard.welcome', { name: profile.business_name }) : null}
      actions={
        <StyledLinks>
          {profile ? (
            <ButtonAnchor href={paths.storefront.getHref(profile.slug)} target="_blank" rel="noopener" variant="secondary" iconEnd="external">
              {t('dashboard.viewStorefront')}
              <VisuallyHidden> {t('dashboard.newTab')}</VisuallyHidden>
            </ButtonAnchor>
          ) : null}
          <ButtonLink to={paths.postAd.getHref()} icon="plus">
            {t('dashboard.addProduct')}
          </ButtonLink>
        </StyledLinks>
      }
    >
      <Tabs
        label={t('dashboard.tabs.label')}
        mobileSelect
        value={tab}
        onValueChange={(next) => setTab(next as TabId)}
        items={[
          {
            id: 'products',
            label: t('dashboard.tabs.products'),
            panel: (
              <StyledSettings>
                <AnalyticsPanel />
                <ProductsTable />
              </StyledSettings>
            ),
          },
          {
            id: 'settings',
            label: t('dashboard.tabs.settings'),
            panel: (
              <StyledSettings>
                <h2>{t('dashboard.settings.title')}</h2>
                {profile ? <LogoEditor profile={profile} /> : null}
                <BusinessForm profile={profile} submitLabel={t('dashboard.settings.submit')} onSubmit={save} />
              </StyledSettings>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
