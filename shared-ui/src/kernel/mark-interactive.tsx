import { useEffect } from 'react';

/**
 * Marks the page as taken over by the browser (`<html data-interactive="true">`) once the part that owns it has
 * rendered: a page that arrived rendered by the server looks ready before its buttons answer, and the browser
 * tests wait for this mark after loading one.
 */
export function useMarkInteractive(active = true): void {
  useEffect(() => {
    if (active) document.documentElement.dataset.interactive = 'true';
  }, [active]);
}

/**
 * The mark as an element: placed inside a page's own Suspense boundary, beside the page, it is set only once
 * that boundary's content has been hydrated (its code loaded), not when the frame around it is.
 */
export function MarkInteractive(): null {
  useMarkInteractive();
  return null;
}
