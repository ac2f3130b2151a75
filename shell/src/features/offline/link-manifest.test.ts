import { MANIFEST_PATH, linkManifest } from './link-manifest';

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

describe('linkManifest', () => {
  it('points the page at the web app manifest, once', () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', MANIFEST_PATH);
  });
});
