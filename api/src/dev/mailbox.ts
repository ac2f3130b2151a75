import type { Kysely } from 'kysely';
import type { DevMail, DevMailboxResponse } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { notFound } from '../errors';

/** Every http(s) link of a mail, in order of appearance, once each. */
export function extractLinks(text: string, html: string): string[] {
  const found: string[] = [];
  const decode = (value: string) => value.replace(/&amp;/g, '&');
  for (const match of html.matchAll(/href="(https?:\/\/[^"]+)"/g)) found.push(decode(match[1]));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.push(match[0]);
  return [...new Set(found)];
}

/** The latest 100 mails of the outbox (and texts of the sandbox SMS provider), newest first. */
export async function listOutboxMails(db: Kysely<Database>): Promise<DevMailboxResponse['data']> {
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['id', 'to_address', 'subject', 'created_at', 'channel'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    created_at: new Date(row.created_at).toISOString(),
    channel: row.channel,
  }));
}

/** One mail of the outbox with its links; 404 when there is none with that id. */
export async function outboxMail(db: Kysely<Database>, id: number): Promise<DevMail> {
  const row = await db.selectFrom('outbox_mails').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    created_at: new Date(row.created_at).toISOString(),
    channel: row.channel,
    html: row.html,
    text: row.text,
    links: extractLinks(row.text, row.html),
  };
}
