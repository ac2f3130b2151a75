import { registerTranslations } from '@sokoni/shared-ui';

/**
 * The `ads` namespace, registered when the remote's route table loads; only the language shown is fetched, and
 * the shell renders the remote's pages once it is here (`translationsReady`). `core.json` holds what every page
 * needs (page titles, errors, the favourite heart); each part holds the texts of some pages only and is fetched
 * with their code (`lazyPage` in routes.tsx), so a visitor of the home page does not download the ad form's.
 */
registerTranslations(
  'ads',
  {
    fr: () => import(/* webpackChunkName: "ads-fr" */ '../locales/fr/core.json'),
    en: () => import(/* webpackChunkName: "ads-en" */ '../locales/en/core.json'),
  },
  {
    home: {
      fr: () => import(/* webpackChunkName: "ads-home-fr" */ '../locales/fr/home.json'),
      en: () => import(/* webpackChunkName: "ads-home-en" */ '../locales/en/home.json'),
    },
    browse: {
      fr: () => import(/* webpackChunkName: "ads-browse-fr" */ '../locales/fr/browse.json'),
      en: () => import(/* webpackChunkName: "ads-browse-en" */ '../locales/en/browse.json'),
    },
    details: {
      fr: () => import(/* webpackChunkName: "ads-details-fr" */ '../locales/fr/details.json'),
      en: () => import(/* webpackChunkName: "ads-details-en" */ '../locales/en/details.json'),
    },
    adForm: {
      fr: () => import(/* webpackChunkName: "ads-ad-form-fr" */ '../locales/fr/ad-form.json'),
      en: () => import(/* webpackChunkName: "ads-ad-form-en" */ '../locales/en/ad-form.json'),
    },
    myAds: {
      fr: () => import(/* webpackChunkName: "ads-my-ads-fr" */ '../locales/fr/my-ads.json'),
      en: () => import(/* webpackChunkName: "ads-my-ads-en" */ '../locales/en/my-ads.json'),
    },
  },
);
