import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => '';

/**
 * The site's address, for links shared outside it: empty on the server and while the page is taken over, then
 * the browser's. The first render in the browser differs from the server's, so React draws the component that
 * calls this again right after: call it in the small component that writes the link, not in a whole page.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
}
