import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../primitives/spinner';
import { loadTranslationParts, translationsReady } from './i18n';
import { MarkInteractive } from './mark-interactive';

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

const StyledPageFallback = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} 0;
`;

/** Shown while a page's code arrives (each page is its own chunk: the home page does not carry the profile). */
export function PageFallback() {
  return createElement(StyledPageFallback, null, createElement(Spinner));
}

/**
 * Where a lazily loaded page is drawn: a spinner while its code arrives, then the page, and the mark that the
 * browser has taken the page over once it is drawn (the shell adds the error boundary).
 */
export function PageSuspense({ children }: { children?: ReactNode }) {
  return createElement(
    Suspense,
    { fallback: createElement(PageFallback) },
    children,
    createElement(MarkInteractive),
  );
}

/** A lazily loaded page as a route's component, inside {@link PageSuspense}. */
export function withSuspense(Page: LazyExoticComponent<ComponentType>): ComponentType {
  function SuspendedPage() {
    return createElement(PageSuspense, null, createElement(Page));
  }
  return SuspendedPage;
}
