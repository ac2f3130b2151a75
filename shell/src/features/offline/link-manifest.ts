/** The web app manifest (shell/public/manifest.webmanifest): the name, icons and colours of the installed app. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Points the page at the web app manifest, which « Add to home screen » installs. The app does it once the
 * page has loaded rather than the HTML: a browser fetches a manifest as soon as it reads its link, and on a 3G
 * link that request would share it with the page's first photos.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  doc.head.appendChild(link);
}
