/**
 * Registers the offline worker (`/sw.js`). When a new version of the site is deployed the new worker takes
 * over and the page reloads once, so the user never mixes old and new files.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control; only a replacement means new files.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline support is unavailable', error);
    });
  };
  // The app itself starts after an asynchronous import, often after `load` has already fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the offline worker to keep every file of a remote whose page was just opened, so its other parts
 * (scroll-to-top in its pages, dialogs, other pages of it) open offline too. Nothing happens without a worker.
 */
export function keepRemoteOffline(entry: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep-remote', entry }))
    .catch(() => undefined);
}
