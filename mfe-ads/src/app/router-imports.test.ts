import path from 'node:path';
import { routerImportsMissing } from '@sokoni/shared-ui/test';

it('imports only router APIs that the shared router exports', () => {
  expect(routerImportsMissing(path.resolve(__dirname, '..'))).toEqual([]);
});
