import type { Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import type { MailMessage, Mailer } from '../src/plugins/mail';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { insertSettings } from './fixtures';

const VALID = {
  name: 'Aline Mbuyi',
  email: 'aline@example.cd',
  subject: 'Partenariat',
  message: 'Bonjour,\nJe voudrais <b>publier</b> des annonces.',
};

describeEachEngine('contact', (getDb) => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    await insertSettings(db, {
      admin_email: 'equipe@sokoni.test',
      site_name: 'Sokoni',
      default_language: 'fr',
    });
  });

  describe('with the outbox (default mail transport)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(db, { contactRateLimit: { max: 3, timeWindow: 60_000 } });
    });
    afterAll(() => t.close());

    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });

    it('stores the message, mails the admin address through the outbox and answers 201 in French', async () => {
      const response = await send(VALID, { 'x-forwarded-for': '10.0.0.1' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Votre message a été envoyé. Nous vous répondrons dès que possible.',
      });
      const stored = await db.selectFrom('contact_messages').selectAll().execute();
      expect(stored).toEqual([
        expect.objectContaining({
          name: 'Aline Mbuyi',
          email: 'aline@example.cd',
          subject: 'Partenariat',
          locale: 'fr',
        }),
      ]);
      const mails = await db.selectFrom('outbox_mails').selectAll().execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: 'equipe@sokoni.test',
        subject: 'Nouveau message de contact : Partenariat',
        sent_at: null,
      });
      expect(mails[0].text).toContain('aline@example.cd');
      expect(mails[0].text).toContain('Je voudrais <b>publier</b> des annonces.');
      // Visitor text is escaped in the HTML version.
      expect(mails[0].html).toContain('&lt;b&gt;publier&lt;/b&gt;');
      expect(mails[0].html).not.toContain('<b>publier</b>');
    });

    it('answers in English for an English visitor', async () => {
      const response = await send(VALID, { 'accept-language': 'en', 'x-forwarded-for': '10.0.0.2' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Your message has been sent. We will get back to you as soon as possible.',
      });
    });

    it('refuses an incomplete form with per-field messages in French', async () => {
      const response = await send(
        { name: '', email: 'not-an-email', message: 'x'.repeat(5001) },
        { 'x-forwarded-for': '10.0.0.3' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Veuillez vérifier le formulaire et corriger les erreurs',
        errors: {
          name: ['Ce champ est obligatoire'],
          email: ['Veuillez entrer un email valide'],
          subject: ['Ce champ est obligatoire'],
          message: ['Ce champ ne doit pas dépasser 5000 caractères'],
        },
      });
    });

    it('refuses an incomplete form with per-field messages in English', async () => {
      const response = await send(
        { email: 'aline@' },
        { 'accept-language': 'en', 'x-forwarded-for': '10.0.0.4' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please check the form and correct any errors',
        errors: {
          name: ['This field is required'],
          email: ['Please enter a valid email'],
          subject: ['This field is required'],
          message: ['This field is required'],
        },
      });
    });

    it('refuses a body that is not JSON with a clear 4xx, not a 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: '{"name": ',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.5' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Requête invalide' });
    });

    it('limits messages per client IP with 429 in the request language', async () => {
      const headers = { 'x-forwarded-for': '10.9.9.9', 'accept-language': 'en' };
      for (let i = 0; i < 3; i++) expect((await send(VALID, headers)).statusCode).toBe(201);
      const limited = await send(VALID, headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in a moment.' });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another visitor is not affected.
      expect((await send(VALID, { 'x-forwarded-for': '10.9.9.10' })).statusCode).toBe(201);
    });
  });

  describe('with a failing mail transport', () => {
    it('keeps the message and still thanks the visitor', async () => {
      const broken: Mailer = {
        send: async (_message: MailMessage) => {
          throw new Error('SMTP down');
        },
      };
      const t = await buildTestApp(db, { mailer: broken });
      try {
        const before = await db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID });
        expect(response.statusCode).toBe(201);
        const after = await db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n) + 1);
      } finally {
        await t.close();
      }
    });
  });
});
