/**
 * The accounts the QA bar offers. Demo accounts exist where the demo data was loaded (`DEMO_DATA=1`, as with
 * `npm start` and the browser tests) and all share its published password, so they sign in in one click. The
 * administrator and any other account are signed in with the password the tester types: no other password
 * is ever part of a build.
 */
export type QaAccountId = 'demoUser' | 'demoBusiness' | 'admin' | 'other';

export interface QaAccount {
  id: QaAccountId;
  /** Prefilled address; empty for "another account". */
  email: string;
  /** Signs in with the demo password instead of asking for one. */
  demo: boolean;
}

/** The demo data's domain and password (api/src/seed/demo), as printed by `npm start` and the README. */
export const DEMO_EMAIL_DOMAIN = 'example.cd';
const DEMO_PASSWORD = 'sokoni-demo-2026';

export const QA_ACCOUNTS: readonly QaAccount[] = [
  // A verified individual seller.
  { id: 'demoUser', email: `grace.mukendi@${DEMO_EMAIL_DOMAIN}`, demo: true },
  // A verified business with its storefront and dashboard.
  { id: 'demoBusiness', email: `kin.electro@${DEMO_EMAIL_DOMAIN}`, demo: true },
  // The administrator seeded at first start (ADMIN_EMAIL's default); its password is ADMIN_PASSWORD.
  { id: 'admin', email: 'admin@sokoni.cd', demo: false },
  { id: 'other', email: '', demo: false },
];

/** The password to send for a preset: the demo one only for a demo preset whose address is a demo address. */
export function presetPassword(account: QaAccount, email: string): string | null {
  if (!account.demo) return null;
  return email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`) ? DEMO_PASSWORD : null;
}
