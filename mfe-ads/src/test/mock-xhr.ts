export { FakeXhr, installFakeXhr, restoreXhr } from '@sokoni/shared-ui/test';

/** jsdom has no object URLs; previews only need a unique string. */
export function installObjectUrls(): void {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
}
