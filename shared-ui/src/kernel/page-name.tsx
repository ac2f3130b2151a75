import { createContext, useContext, useEffect } from 'react';

/**
 * The document title is "<page name> | <site name>". Most pages are named by their route; a page named
 * by its data (an ad's title, a category's name) hands that name to the frame, which writes the whole title.
 */
const PageNameContext = createContext<(name: string | null) => void>(() => undefined);

export const PageNameProvider = PageNameContext.Provider;

export function usePageName(name: string | null | undefined): void {
  const setPageName = useContext(PageNameContext);
  useEffect(() => {
    if (!name) return undefined;
    setPageName(name);
    return () => setPageName(null);
  }, [name, setPageName]);
}
