import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTranslationParts, translationsReady } from './i18n';

/**
 * A page whose code arrives on its first visit (`React.lazy`), drawn once its texts are here too: the
 * translation parts it names (`'ads/home'`, fetched at the same time as its code) and the dictionaries its
 * module registers as it loads. On the server the page waits the same way, so its HTML is translated.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  translationParts: readonly string[] = [],
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadTranslationParts(translationParts)]);
    await translationsReady();
    return { default: module[name] };
  });
}
