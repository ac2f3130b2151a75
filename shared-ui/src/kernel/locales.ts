import coreFr from '../locales/fr/core.json';
import coreEn from '../locales/en/core.json';
import primitivesFr from '../locales/fr/primitives.json';
import primitivesEn from '../locales/en/primitives.json';
import adsFr from '../locales/fr/ads.json';
import adsEn from '../locales/en/ads.json';

/** The `common` namespace: shared-ui's own texts, one file per area so each can grow on its own. */
export const commonTranslations = {
  fr: { ...coreFr, ...primitivesFr, ...adsFr },
  en: { ...coreEn, ...primitivesEn, ...adsEn },
};
