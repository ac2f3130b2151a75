import { isEmail } from './constants';

/** The one email rule (every form, the api's `email` format, the PayPal address of a payment). */
describe('isEmail', () => {
  it.each([
    'kin.electro@example.cd',
    'a.b+tag@exemple.co.cd',
    "o'brien@x.cd",
    'success@x.cd',
    'josé@exemple.cd',
    'x@münchen.de',
  ])('takes %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    'success😀@x.cd',
    'success@x😀.cd',
    'success@x.c😀d',
    'succ\u200bess@x.cd',
    'success1\ufe0f\u20e3@x.cd',
    'succ\u0000ess@x.cd',
    'a b@x.cd',
    'a@b',
    '@x.cd',
    'a@@x.cd',
    `${'a'.repeat(250)}@x.cd`,
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
