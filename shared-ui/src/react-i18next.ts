/**
 * The React bindings of i18next the site uses, shared by every container as `@sokoni/shared-ui/react-i18next`.
 * Module Federation does not tree-shake a shared package: sharing react-i18next whole would ship `Trans`,
 * `IcuTrans`, their HTML parser and the server-rendering helpers to every visitor, though no page uses them.
 * Browser and server builds resolve `react-i18next` to this module (tools/webpack), so code keeps importing
 * from 'react-i18next'; this file alone reaches the package itself. A new API needs one more name here.
 */
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n, type useTranslation as packageUseTranslation } from 'react-i18next';

export { I18nextProvider, initReactI18next } from 'react-i18next';
export type { UseTranslationResponse } from 'react-i18next';

/**
 * What every component's `useTranslation` shares, per i18next instance: the count of the events that redraw
 * the texts (a language switched to, a dictionary arrived: the instance's `react.bindI18n`, `languageChanged`
 * by default), the components listening, the translate functions of the current count by language and
 * namespace, and the instance as handed out for the current language.
 *
 * The package's hook builds these for each component it is called in: a translate function, and a copy of the
 * instance taken property by property. A page of 24 ad cards calls it about 200 times, and the server renders
 * of a page spent about a fifth of their React time in it. Shared, they are built once per language.
 */
interface Shared {
  revision: number;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  getRevision: () => number;
  translators: Map<string, TFunction>;
  handedOut: { key: string; instance: I18n } | null;
}

const sharedByInstance = new WeakMap<I18n, Shared>();

function eventsOf(instance: I18n): { bindI18n: string; bindI18nStore: string } {
  const react = (instance.options?.react ?? {}) as {
    bindI18n?: string | false;
    bindI18nStore?: string | false;
  };
  return { bindI18n: react.bindI18n || 'languageChanged', bindI18nStore: react.bindI18nStore || '' };
}

function sharedOf(instance: I18n): Shared {
  let shared = sharedByInstance.get(instance);
  if (!shared) {
    const state: Shared = {
      revision: 0,
      listeners: new Set(),
      subscribe: (listener) => {
        state.listeners.add(listener);
        return () => state.listeners.delete(listener);
      },
      getRevision: () => state.revision,
      translators: new Map(),
      handedOut: null,
    };
    const redraw = () => {
      state.revision += 1;
      state.translators.clear();
      for (const listener of [...state.listeners]) listener();
    };
    const { bindI18n, bindI18nStore } = eventsOf(instance);
    for (const event of bindI18n.split(' ').filter(Boolean)) instance.on(event, redraw);
    for (const event of bindI18nStore.split(' ').filter(Boolean))
      instance.store?.on(event as 'added' | 'removed', redraw);
    sharedByInstance.set(instance, state);
    shared = state;
  }
  return shared;
}

/**
 * The instance as components see it: a new object when the language changes (code that depends on it, in a
 * memo's dependencies for instance, runs again then), reading and writing through to the instance itself.
 */
function handedOut(instance: I18n, shared: Shared): I18n {
  const key = `${instance.language}|${instance.resolvedLanguage}|${instance.languages?.join(',')}`;
  if (shared.handedOut?.key !== key)
    shared.handedOut = {
      key,
      instance: new Proxy(instance, { get: (target, property) => Reflect.get(target, property) }),
    };
  return shared.handedOut.instance;
}

function translator(instance: I18n, shared: Shared, namespace: string): TFunction {
  const language = instance.language;
  const key = `${language}|${namespace}`;
  let t = shared.translators.get(key);
  if (!t) {
    // As the package asks for it (the namespace also scopes selector keys).
    const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
    t = getFixedT(language, namespace, undefined, { scopeNs: [namespace] });
    shared.translators.set(key, t);
  }
  return t;
}

function namespacesLoaded(instance: I18n, namespace: string): boolean {
  if (!(instance.isInitialized || (instance as { initializedStoreOnce?: boolean }).initializedStoreOnce))
    return false;
  // As the package: an instance without languages yet counts as ready.
  return !instance.languages?.length || instance.hasLoadedNamespace(namespace);
}

const noSubscription = () => () => undefined;
const noRevision = () => 0;

/** Until an instance is there (never, once the site has started): the key, as the package gives it. */
const notReadyT = ((key: string | string[]) => (Array.isArray(key) ? key[key.length - 1] : key)) as TFunction;

/**
 * `useTranslation(namespace?)`, as react-i18next's with `useSuspense: false`: `{ t, i18n, ready }` (also
 * `[t, i18n, ready]`), `t` bound to the namespace (the instance's default one when none) in the current
 * language, the component drawn again on the instance's redraw events, and a namespace not loaded yet asked
 * for. No options: the site passes none (a key prefix or a fixed language would need them).
 */
function useSharedTranslation(namespaces?: string | readonly string[]) {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | string[] } | undefined;
  const instance = context?.i18n ?? (getI18n() as I18n | undefined);
  const shared = instance ? sharedOf(instance) : null;
  const revision = shared?.getRevision ?? noRevision;
  useSyncExternalStore(shared?.subscribe ?? noSubscription, revision, revision);
  const defaultNamespace = context?.defaultNS ?? instance?.options?.defaultNS;
  const asked = namespaces ?? (defaultNamespace === false ? undefined : defaultNamespace) ?? 'translation';
  // With several, texts come from the first (the package's default `nsMode`).
  const ns = (typeof asked === 'string' ? asked : asked[0]) ?? 'translation';
  const ready = instance ? namespacesLoaded(instance, ns) : false;
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!instance || ready) return;
    let current = true;
    void instance.loadNamespaces(ns, () => {
      if (current) setLoads((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [instance, ns, ready]);
  const t = instance && shared ? translator(instance, shared, ns) : notReadyT;
  const i18n = instance && shared ? handedOut(instance, shared) : ({} as I18n);
  return Object.assign([t, i18n, ready], { t, i18n, ready });
}

/** The package's `useTranslation`, types included, as the site calls it (see `useSharedTranslation`). */
export const useTranslation = useSharedTranslation as unknown as typeof packageUseTranslation;
