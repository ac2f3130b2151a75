import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage, MarkInteractive, paths, type RemoteRoute } from '@sokoni/shared-ui';
import './i18n';
import { PageFallback } from './page-fallback';

const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage', ['ads/home']);
const BrowsePage = lazyPage(() => import('../features/browse/components/browse-page'), 'BrowsePage', [
  'ads/browse',
]);
const CategoryPage = lazyPage(() => import('../features/browse/components/category-page'), 'CategoryPage', [
  'ads/browse',
]);
const LocationPage = lazyPage(() => import('../features/browse/components/location-page'), 'LocationPage', [
  'ads/browse',
]);
const PostAdPage = lazyPage(() => import('../features/ad-form/components/ad-form-pages'), 'PostAdPage', [
  'ads/adForm',
]);
const EditAdPage = lazyPage(() => import('../features/ad-form/components/ad-form-pages'), 'EditAdPage', [
  'ads/adForm',
]);
const MyAdsPage = lazyPage(() => import('../features/my-ads/components/my-ads-page'), 'MyAdsPage', [
  'ads/myAds',
]);
const FavoritesPage = lazyPage(
  () => import('../features/favorites/components/favorites-page'),
  'FavoritesPage',
);
const AdDetailsPage = lazyPage(
  () => import('../features/ad-details/components/ad-details-page'),
  'AdDetailsPage',
  ['ads/details'],
);

/**
 * Each page loads its code and its texts on first visit, with a spinner meanwhile (the shell adds an error
 * boundary).
 */
function withSuspense(Page: LazyExoticComponent<ComponentType>): ComponentType {
  function SuspendedPage() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Page />
        <MarkInteractive />
      </Suspense>
    );
  }
  return SuspendedPage;
}

/** The pages mfe-ads owns (ARCHITECTURE §5), mounted by the shell under its layout and guards. */
export const routes: RemoteRoute[] = [
  { path: paths.home.path, titleKey: 'ads:home.title', Component: withSuspense(HomePage) },
  { path: paths.browse.path, titleKey: 'ads:browse.title', Component: withSuspense(BrowsePage) },
  { path: paths.ad.path, titleKey: 'ads:details.title', Component: withSuspense(AdDetailsPage) },
  {
    path: paths.postAd.path,
    titleKey: 'ads:adForm.postTitle',
    guards: ['auth', 'verified'],
    Component: withSuspense(PostAdPage),
  },
  {
    path: paths.editAd.path,
    titleKey: 'ads:adForm.editTitle',
    guards: ['auth'],
    Component: withSuspense(EditAdPage),
  },
  {
    path: paths.myAds.path,
    titleKey: 'ads:myAds.title',
    guards: ['auth'],
    Component: withSuspense(MyAdsPage),
  },
  {
    path: paths.favorites.path,
    titleKey: 'ads:favorites.title',
    guards: ['auth'],
    Component: withSuspense(FavoritesPage),
  },
  { path: paths.category.path, titleKey: 'ads:category.title', Component: withSuspense(CategoryPage) },
  { path: paths.location.path, titleKey: 'ads:location.title', Component: withSuspense(LocationPage) },
];
