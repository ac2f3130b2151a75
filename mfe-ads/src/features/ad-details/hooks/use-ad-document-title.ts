import { useEffect } from 'react';

const SEPARATOR = ' | ';

/**
 * Puts the ad's title in the tab in place of the generic page name the shell wrote ("<page> | <site>"), keeping the
 * site name. Deferred to a microtask so it lands after the shell's own title effect of the same render.
 */
export function useAdDocumentTitle(title: string | undefined, language: string): void {
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      const current = document.title;
      const at = current.lastIndexOf(SEPARATOR);
      const siteSuffix = at >= 0 ? current.slice(at) : '';
      document.title = `${title}${siteSuffix}`;
    });
  }, [title, language]);
}
