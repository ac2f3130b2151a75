import { routerImportsMissing } from './test/router-imports';

describe('the shared router', () => {
  it('exports every router API shared-ui itself imports', () => {
    expect(routerImportsMissing(__dirname)).toEqual([]);
  });

  it('reports a router API it does not export', () => {
    expect(routerImportsMissing(`${__dirname}/test/__fixtures__`)).toEqual([
      'unstable_HistoryRouter (imports-unknown.ts)',
    ]);
  });
});
