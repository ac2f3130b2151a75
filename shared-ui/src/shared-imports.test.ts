import { sharedImportsMissing } from './test/shared-imports';

describe('the trimmed shared modules (router, react-i18next)', () => {
  it('export every API shared-ui itself imports', () => {
    expect(sharedImportsMissing(__dirname)).toEqual([]);
  });

  it('report an API they do not export', () => {
    expect(sharedImportsMissing(`${__dirname}/test/__fixtures__`)).toEqual([
      'unstable_HistoryRouter (imports-unknown.ts)',
      'Trans (imports-unknown.ts)',
    ]);
  });
});
