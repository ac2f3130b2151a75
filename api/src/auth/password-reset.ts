import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Locale } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { loadSettings } from '../services/settings';
import { actionMail } from './mails';
import { randomToken, sha256Hex } from './tokens';

/** Reset links are valid for an hour and once. */
export const RESET_LINK_MINUTES = 60;

/** Mails the user a new single-use reset link; earlier links stop working. */
export async function sendPasswordResetMail(
  app: FastifyInstance,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'preferred_language'>,
): Promise<void> {
  const token = randomToken();
  await app.db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256Hex(token),
        expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
      })
      .execute();
  });
  const settings = await loadSettings(app.db);
  const url = `${publicUrl.replace(/\/$/, '')}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  await app.mailer.send(
    actionMail({
      locale: user.preferred_language as Locale,
      site: settings.site_name,
      to: user.email,
      name: user.name,
      subject: 'mail.reset.subject',
      intro: 'mail.reset.intro',
      action: 'mail.reset.action',
      url,
      expiresIn: { minutes: RESET_LINK_MINUTES },
    }),
  );
}
