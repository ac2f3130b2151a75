import { describeEachEngine, useTestApp } from './helper';
import { insertCurrencies } from './fixtures';
import { bearer, CapturingMailer, createAccount, mailingTo, PASSWORD } from './support/accounts';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };

/** The administrator's user edit form: one call, one transaction, every change audited. */
describeEachEngine('admin user edit', (getDb) => {
  const mailer = new CapturingMailer();

  const t = useTestApp(getDb, mailingTo(mailer));
  beforeEach(async () => {
    await insertCurrencies(t.db);
  });

  const edit = (id: number, token: string | undefined, payload: object, headers: object = en) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  const row = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const actions = async () =>
    (await t.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute()).map((r) => r.action);

  it('answers 401 to anonymous callers, 403 to another user and to the user themself, 200 to an administrator', async () => {
    const user = await createAccount(t.db, { name: 'Mado' });
    const other = await createAccount(t.db, { name: 'Other' });
    const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
    const payload = { name: 'Mado Ilunga', is_admin: true, is_verified: true, reason: 'Pièce vérifiée' };
    const anonymous = await edit(user.id, undefined, payload);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const caller of [other, user]) {
      const refused = await edit(user.id, caller.token, payload);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: 'You do not have permission to access this page' },
      ]);
    }
    expect(await row(user.id)).toMatchObject({ name: 'Mado', is_admin: false, is_verified: false });
    const allowed = await edit(user.id, admin.token, payload);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({
      message: 'The user has been updated.',
      user: { name: 'Mado Ilunga', is_admin: true, is_verified: true, verification_reason: 'Pièce vérifiée' },
    });
    expect(await actions()).toEqual(['user.update', 'user.grant_admin', 'user.trust']);
  });

  it('saves name, email, phone, account type and suspension together; the suspension ends every session', async () => {
    const admin = await createAccount(t.db, { is_admin: true });
    const user = await createAccount(t.db, { name: 'Mado', email: 'mado@example.cd' });
    const saved = await edit(user.id, admin.token, {
      name: '  Mado Ilunga ',
      email: 'Mado.Ilunga@Example.cd',
      phone: '0991234567',
      account_type: 'business',
      is_banned: true,
      reason: 'Arnaques répétées',
    });
    expect(saved.json().user).toMatchObject({
      name: 'Mado Ilunga',
      email: 'mado.ilunga@example.cd',
      phone: '+243991234567',
      account_type: 'business',
      is_banned: true,
      ban_reason: 'Arnaques répétées',
      // A new address is unverified until its owner confirms it.
      email_verified: false,
    });
    expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) })).statusCode).toBe(401);
    const audit = await t.db.selectFrom('admin_audit_log').selectAll().orderBy('id').execute();
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['user.update', null],
      ['user.ban', 'Arnaques répétées'],
    ]);
    expect(audit[0].details).toEqual({ fields: ['name', 'email', 'phone', 'account_type'] });
    // The same values again change nothing and log nothing.
    const again = await edit(user.id, admin.token, { name: 'Mado Ilunga', is_banned: true, email: 'mado.ilunga@example.cd' });
    expect(again.statusCode).toBe(200);
    expect(await actions()).toHaveLength(2);
    const lifted = await edit(user.id, admin.token, { is_banned: false, reason: 'Recours accepté' });
    expect(lifted.json().user).toMatchObject({ is_banned: false, ban_reason: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'mado.ilunga@example.cd', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['fr', fr, 'Cette adresse email est déjà utilisée', 'Ce champ est obligatoire', 'Vous ne pouvez pas faire cela sur votre propre compte'],
    ['en', en, 'This email address is already in use', 'This field is required', 'You cannot do this to your own account'],
  ])('refuses in %s, writing nothing: an email in use, a missing reason, a blank name, your own role or suspension', async (_locale, headers, taken, required, notSelf) => {
    const admin = await createAccount(t.db, { is_admin: true });
    const user = await createAccount(t.db, { name: 'Mado', email: 'mado@example.cd' });
    await createAccount(t.db, { email: 'taken@example.cd' });
    // The address is refused by the database inside the transaction: the badge given in the same call is not kept.
    const inUse = await edit(user.id, admin.token, { name: 'Changed', email: 'TAKEN@example.cd', is_verified: true, reason: 'ok' }, headers);
    expect([inUse.statusCode, inUse.json().errors]).toEqual([422, { email: [taken] }]);
    const noReason = await edit(user.id, admin.token, { name: 'Changed', is_banned: true, reason: '  ' }, headers);
    expect([noReason.statusCode, noReason.json().errors]).toEqual([422, { reason: [required] }]);
    const blank = await edit(user.id, admin.token, { name: '   ' }, headers);
    expect([blank.statusCode, blank.json().errors]).toEqual([422, { name: [required] }]);
    const badPhone = await edit(user.id, admin.token, { phone: '12' }, headers);
    expect(badPhone.statusCode).toBe(422);
    expect(Object.keys(badPhone.json().errors)).toEqual(['phone']);
    for (const payload of [
      { is_admin: false },
      { is_banned: true, reason: 'Test' },
      { name: 'Moi', is_admin: false },
    ]) {
      const self = await edit(admin.id, admin.token, payload, headers);
      expect([self.statusCode, self.json().message]).toEqual([403, notSelf]);
    }
    // Their own name, or the same role again, is theirs to save.
    expect((await edit(admin.id, admin.token, { name: 'Chef', is_admin: true }, headers)).statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ name: 'Mado', email: 'mado@example.cd', is_banned: false, is_verified: false });
    expect(await actions()).toEqual(['user.update']);
  });
});
