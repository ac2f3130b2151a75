import { buildTestApp, describeEachEngine, useTestApp, type TestApp } from './helper';
import { insertCurrencies } from './fixtures';
import { sql } from 'kysely';
import { bearer, CapturingMailer, createAccount, linkIn, mailingTo, PASSWORD } from './support/accounts';

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
  const row = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
    expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) })).statusCode).toBe(
      401,
    );
    const audit = await t.db.selectFrom('admin_audit_log').selectAll().orderBy('id').execute();
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['user.update', null],
      ['user.ban', 'Arnaques répétées'],
    ]);
    expect(audit[0].details).toEqual({ fields: ['name', 'email', 'phone', 'account_type'] });
    // The same values again change nothing and log nothing.
    const again = await edit(user.id, admin.token, {
      name: 'Mado Ilunga',
      is_banned: true,
      email: 'mado.ilunga@example.cd',
    });
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
    [
      'fr',
      fr,
      'Cette adresse email est déjà utilisée',
      'Ce champ est obligatoire',
      'Vous ne pouvez pas faire cela sur votre propre compte',
    ],
    [
      'en',
      en,
      'This email address is already in use',
      'This field is required',
      'You cannot do this to your own account',
    ],
  ])(
    'refuses in %s, writing nothing: an email in use, a missing reason, a blank name, your own role or suspension',
    async (_locale, headers, taken, required, notSelf) => {
      const admin = await createAccount(t.db, { is_admin: true });
      const user = await createAccount(t.db, { name: 'Mado', email: 'mado@example.cd' });
      await createAccount(t.db, { email: 'taken@example.cd' });
      // The address is refused by the database inside the transaction: the badge given in the same call is not kept.
      const inUse = await edit(
        user.id,
        admin.token,
        { name: 'Changed', email: 'TAKEN@example.cd', is_verified: true, reason: 'ok' },
        headers,
      );
      expect([inUse.statusCode, inUse.json().errors]).toEqual([422, { email: [taken] }]);
      const noReason = await edit(
        user.id,
        admin.token,
        { name: 'Changed', is_banned: true, reason: '  ' },
        headers,
      );
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
      expect((await edit(admin.id, admin.token, { name: 'Chef', is_admin: true }, headers)).statusCode).toBe(
        200,
      );
      expect(await row(user.id)).toMatchObject({
        name: 'Mado',
        email: 'mado@example.cd',
        is_banned: false,
        is_verified: false,
      });
      expect(await actions()).toEqual(['user.update']);
    },
  );

  describe('a changed address', () => {
    let outbox: TestApp;
    beforeAll(async () => {
      // The embedded mailer: mails wait in the outbox table, written by the edit's own transaction.
      outbox = await buildTestApp(t.db, { publicUrl: 'https://sokoni.test', appSecret: 'test-app-secret' });
    });
    afterAll(() => outbox.close());
    beforeEach(() => mailer.sent.splice(0));

    const editWith = (app: TestApp, id: number, token: string, payload: object, headers: object = en) =>
      app.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    const outboxMails = () =>
      t.db.selectFrom('outbox_mails').select(['to_address', 'subject', 'text']).orderBy('id').execute();

    it.each([
      [
        'fr',
        'Vérifiez votre adresse email',
        "L'équipe Sokoni a modifié l'adresse email de votre compte",
        'par mado.new@example.cd',
        "Contacter l'équipe: https://sokoni.test/contact",
      ],
      [
        'en',
        'Verify your email address',
        'The Sokoni team changed the email address of your account',
        'with mado.new@example.cd',
        'Contact the team: https://sokoni.test/contact',
      ],
    ] as const)(
      'is unverified, gets its verification link and the old one a notice, in the user’s language (%s)',
      async (language, verify, notice, replaced, contact) => {
        const admin = await createAccount(t.db, { is_admin: true, preferred_language: 'fr' });
        const user = await createAccount(t.db, {
          name: 'Mado',
          email: 'mado@example.cd',
          preferred_language: language,
        });
        // The administrator reads in English; the mails follow the user's language.
        const saved = await edit(user.id, admin.token, { email: 'Mado.New@example.cd' }, en);
        expect(saved.statusCode).toBe(200);
        expect(saved.json().message).toBe(
          'The user has been updated. A verification email was sent to their new address, mado.new@example.cd.',
        );
        expect(saved.json().user).toMatchObject({ email: 'mado.new@example.cd', email_verified: false });
        const verification = await mailer.waitFor('mado.new@example.cd');
        expect(verification.subject).toContain(verify);
        const old = await mailer.waitFor('mado@example.cd');
        expect(old.subject).toContain(notice);
        expect(old.text).toContain(replaced);
        expect(old.text).toContain(contact);
        expect(old.html).toContain('https://sokoni.test/contact');
        expect(mailer.sent).toHaveLength(2);
        // The link verifies the new address.
        const link = linkIn(verification, 'https://sokoni.test/verify-email/');
        const verified = await t.app.inject({
          url: `/api${link.pathname.replace('/verify-email/', '/email/verify/')}${link.search}`,
          headers: bearer(user.token),
        });
        expect(verified.statusCode).toBe(200);
        expect((await row(user.id)).email_verified_at).not.toBeNull();
      },
    );

    it('says nothing of a verification mail, and sends none, when the address stays', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const user = await createAccount(t.db, { name: 'Mado', email: 'mado@example.cd' });
      const saved = await edit(user.id, admin.token, { name: 'Mado I.', email: 'MADO@example.cd' }, fr);
      expect(saved.json().message).toBe("L'utilisateur a été mis à jour.");
      expect(saved.json().user.email_verified).toBe(true);
      expect(mailer.sent).toHaveLength(0);
    });

    it('writes both mails to the outbox in the edit’s transaction, and none when the edit is not saved', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const user = await createAccount(t.db, { name: 'Mado', email: 'mado@example.cd' });
      const saved = await editWith(outbox, user.id, admin.token, { email: 'mado.new@example.cd' });
      expect(saved.statusCode).toBe(200);
      expect((await outboxMails()).map((mail) => mail.to_address)).toEqual([
        'mado.new@example.cd',
        'mado@example.cd',
      ]);
      // A step after the address fails (here the audit of the badge, refused by the database): nothing is kept.
      await sql`CREATE FUNCTION refuse_trust() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.action = 'user.trust' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(
        t.db,
      );
      await sql`CREATE TRIGGER refuse_trust BEFORE INSERT ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_trust()`.execute(
        t.db,
      );
      try {
        const failed = await editWith(outbox, user.id, admin.token, {
          email: 'mado.third@example.cd',
          is_verified: true,
          reason: 'Pièce',
        });
        expect(failed.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER refuse_trust ON admin_audit_log`.execute(t.db);
        await sql`DROP FUNCTION refuse_trust()`.execute(t.db);
      }
      expect(await row(user.id)).toMatchObject({ email: 'mado.new@example.cd', is_verified: false });
      expect(await outboxMails()).toHaveLength(2);
      expect(mailer.sent).toHaveLength(0);
    });
  });
});
