import { FakeXhr, installFakeXhr, restoreXhr } from '@sokoni/shared-ui/test';

/** jsdom has no object URLs; previews only need a unique string. */
export function installObjectUrls(): void {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
}

/**
 * For each test of the file: the fake XMLHttpRequest the photo uploads go through (no request yet) and object
 * URLs for the previews, the real XMLHttpRequest back after it. Returns the fake: `requests` are the uploads.
 */
export function fakeUploadsInEachTest(): typeof FakeXhr {
  beforeEach(() => {
    installFakeXhr();
    installObjectUrls();
  });
  afterEach(() => restoreXhr());
  return FakeXhr;
}
