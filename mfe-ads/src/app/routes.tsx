import { lazyPage, remoteRoutes, withSuspense } from '@sokoni/shared-ui';
import './i18n';

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
const RenewAdPage = lazyPage(() => import('../features/my-ads/components/renew-ad-page'), 'RenewAdPage', [
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
 * The pages mfe-ads owns, mounted by the shell under its layout; addresses and guards come from the page table
 * of `@sokoni/contracts` (docs/routes-and-guards.md).
 */
export const routes = remoteRoutes('ads', {
  home: { titleKey: 'ads:home.title', Component: withSuspense(HomePage) },
  browse: { titleKey: 'ads:browse.title', Component: withSuspense(BrowsePage) },
  ad: { titleKey: 'ads:details.title', Component: withSuspense(AdDetailsPage) },
  postAd: { titleKey: 'ads:adForm.postTitle', Component: withSuspense(PostAdPage) },
  editAd: { titleKey: 'ads:adForm.editTitle', Component: withSuspense(EditAdPage) },
  myAds: { titleKey: 'ads:myAds.title', Component: withSuspense(MyAdsPage) },
  renewAd: { titleKey: 'ads:renewal.title', Component: withSuspense(RenewAdPage) },
  favorites: { titleKey: 'ads:favorites.title', Component: withSuspense(FavoritesPage) },
  category: { titleKey: 'ads:category.title', Component: withSuspense(CategoryPage) },
  location: { titleKey: 'ads:location.title', Component: withSuspense(LocationPage) },
});
