import path from 'node:path';
import { sharedImportsMissing } from '@sokoni/shared-ui/test';

it('imports only the router and react-i18next APIs that shared-ui shares', () => {
  expect(sharedImportsMissing(path.resolve(__dirname, '..'))).toEqual([]);
});
