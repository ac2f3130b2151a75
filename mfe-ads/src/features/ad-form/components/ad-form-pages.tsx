import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_CURRENCY, type Ad } from '@sokoni/contracts';
import {
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  paths,
  Skeleton,
  toApiError,
  useAppSelector,
  useListCurrenciesQuery,
  useOffline,
} from '@sokoni/shared-ui';
import { useListCategoriesQuery, useListLocationsQuery } from '../../../lib/catalog-api';
import { useKeptCatalogue, type KeptCatalogue } from '../../../lib/kept-catalogue';
import { useOutbox } from '../../../lib/outbox';
import { useGetEditableAdQuery, useGetPostingSettingsQuery } from '../api/ad-form-api';
import { AdForm } from './ad-form';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;

/** When editing, the ad's title: a long unbroken one breaks rather than widening the page. */
const StyledIntro = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Fallback when the settings call fails: the contract's upper bound, the server checks the real one. */
const FALLBACK_MAX_IMAGES = 10;

function FormSkeleton() {
  return (
    <div aria-busy="true" data-testid="ad-form-skeleton">
      <Skeleton variant="text" lines={8} />
    </div>
  );
}

function Page({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size="narrow">
      <StyledPage>
        <h1>{title}</h1>
        {intro ? <StyledIntro>{intro}</StyledIntro> : null}
        {children}
      </StyledPage>
    </Container>
  );
}

/**
 * The catalogue the form needs (categories, places, currencies, settings), then the form itself. Without signal
 * (the api cannot be reached) the catalogue this browser read last stands in: the ad is written and waits in the
 * outbox.
 */
function LoadedAdForm({ ad }: { ad?: Ad }) {
  const { t } = useTranslation('ads');
  const categories = useListCategoriesQuery();
  const locations = useListLocationsQuery();
  const currencies = useListCurrenciesQuery();
  const settings = useGetPostingSettingsQuery();
  const kept = useKeptCatalogue({
    categories: categories.data?.data,
    locations: locations.data?.data,
    currencies: currencies.data?.data,
    maxImages: settings.data?.max_images_per_ad,
    defaultCurrency: settings.data?.default_currency,
  });
  const read: KeptCatalogue | null =
    categories.data && locations.data && currencies.data && !settings.isLoading
      ? {
          categories: categories.data.data,
          locations: locations.data.data,
          currencies: currencies.data.data,
          maxImages: settings.data?.max_images_per_ad,
          defaultCurrency: settings.data?.default_currency,
        }
      : null;
  const failed = categories.error ?? locations.error ?? currencies.error;
  const catalogue = read ?? (failed ? kept : null);
  const offline = useOffline();
  if (!catalogue && failed) {
    // Without signal, on a phone that never read the lists: the site's offline message (its title is
    // ErrorState's offline one), saying when the form will show.
    return (
      <ErrorState
        message={offline ? t('adForm.offlineText') : toApiError(failed, t('adForm.loadFailed')).message}
        onRetry={() => {
          void categories.refetch();
          void locations.refetch();
          void currencies.refetch();
        }}
      />
    );
  }
  if (!catalogue) return <FormSkeleton />;
  return (
    <AdForm
      ad={ad}
      categories={catalogue.categories}
      locations={catalogue.locations}
      currencies={catalogue.currencies}
      maxImages={catalogue.maxImages ?? FALLBACK_MAX_IMAGES}
      defaultCurrency={catalogue.defaultCurrency ?? DEFAULT_CURRENCY.code}
    />
  );
}

/** Post an Ad (the shell's guards let only signed-in users with a verified email in). */
export function PostAdPage() {
  const { t } = useTranslation('ads');
  // Ads left in the outbox go as soon as this page sees a connection (and their seller is told).
  useOutbox();
  return (
    <Page title={t('adForm.postTitle')} intro={t('adForm.postIntro')}>
      <LoadedAdForm />
    </Page>
  );
}

/** Edit Ad: only the owner (or an administrator) edits. */
export function EditAdPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const user = useAppSelector((state) => state.session.user);
  const { currentData: ad, error, isFetching, refetch } = useGetEditableAdQuery(slug);

  if (error && !isFetching) {
    const status = (error as { status?: unknown }).status;
    if (status === 404) {
      return (
        <Page title={t('adForm.editTitle')}>
          <EmptyState
            title={t('errors.adNotFound')}
            description={t('details.notFound.text')}
            action={<ButtonLink to={paths.myAds.getHref()}>{t('adForm.backToMyAds')}</ButtonLink>}
          />
        </Page>
      );
    }
    if (status === 403) return <NotOwner />;
    return (
      <Page title={t('adForm.editTitle')}>
        <ErrorState message={toApiError(error, t('errors.fetchAd')).message} onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (!ad) {
    return (
      <Page title={t('adForm.editTitle')}>
        <FormSkeleton />
      </Page>
    );
  }
  if (!user || (ad.user.id !== user.id && !user.is_admin)) return <NotOwner />;
  return (
    <Page title={t('adForm.editTitle')} intro={ad.title}>
      <LoadedAdForm ad={ad} />
    </Page>
  );
}

function NotOwner() {
  const { t } = useTranslation('ads');
  return (
    <Page title={t('adForm.editTitle')}>
      <EmptyState
        icon="alert"
        title={t('errors.notOwner')}
        action={<ButtonLink to={paths.myAds.getHref()}>{t('adForm.backToMyAds')}</ButtonLink>}
      />
    </Page>
  );
}
