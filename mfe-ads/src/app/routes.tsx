import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { MarkInteractive, paths, type RemoteRoute } from '@sokoni/shared-ui';
import './i18n';
import { PageFallback } from './page-fallback';

const HomePage = lazy(() => import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })));
const BrowsePage = lazy(() =>
  import('../features/browse/components/browse-page').then((m) => ({ default: m.BrowsePage })),
);
const CategoryPage = lazy(() =>
  import('../features/browse/components/category-page').then((m) => ({ default: m.CategoryPage })),
);
const LocationPage = lazy(() =>
  import('../features/browse/components/location-page').then((m) => ({ default: m.LocationPage })),
);
const PostAdPage = lazy(() =>
  import('../features/ad-form/components/ad-form-pages').then((m) => ({ default: m.PostAdPage })),
);
const EditAdPage = lazy(() =>
  import('../features/ad-form/components/ad-form-pages').then((m) => ({ default: m.EditAdPage })),
);
const MyAdsPage = lazy(() => import('../features/my-ads/components/my-ads-page').then((m) => ({ default: m.MyAdsPage })));
const FavoritesPage = lazy(() =>
  import('../features/favorites/components/favorites-page').then((m) => ({ default: m.FavoritesPage })),
);
const AdDetailsPage = lazy(() =>
  import('../features/ad-details/components/ad-details-page').then((m) => ({ default: m.AdDetailsPage })),
);

/** Each page loads its code on first visit, with a spinner meanwhile (the shell adds an error boundary). */
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
  { path: paths.postAd.path, titleKey: 'ads:adForm.postTitle', guards: ['auth', 'verified'], Component: withSuspense(PostAdPage) },
  { path: paths.editAd.path, titleKey: 'ads:adForm.editTitle', guards: ['auth'], Component: withSuspense(EditAdPage) },
  { path: paths.myAds.path, titleKey: 'ads:myAds.title', guards: ['auth'], Component: withSuspense(MyAdsPage) },
  { path: paths.favorites.path, titleKey: 'ads:favorites.title', guards: ['auth'], Component: withSuspense(FavoritesPage) },
  { path: paths.category.path, titleKey: 'ads:category.title', Component: withSuspense(CategoryPage) },
  { path: paths.location.path, titleKey: 'ads:location.title', Component: withSuspense(LocationPage) },
];
