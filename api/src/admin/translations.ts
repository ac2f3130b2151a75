import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PAGE_SIZE,
  isTranslationGroup,
  isTranslationKey,
  type AdminTranslation,
  type AdminTranslationUpsert,
  type AdminTranslationsQuery,
  type AdminTranslationsResponse,
} from '@sokoni/contracts';
import type { Database } from '../db/types';
import { invalidFields } from '../errors';
import { pageOf } from '../lib/pages';
import { recordAudit } from './audit';

/**
 * Texts stored in the database, by language, group and key. The front end loads them as overrides on top of
 * its bundled dictionaries (a group is an i18n namespace: `common`, `ads`, `admin`…), so an administrator can
 * fix a wording without a release.
 */
export async function translationGroup(
  db: Kysely<Database>,
  locale: string,
  group: string,
  log?: FastifyBaseLogger,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translations')
    .select(['group', 'key', 'value'])
    .where('locale', '=', locale)
    .where('group', '=', group)
    .orderBy('key')
    .execute();
  const texts: Record<string, string> = Object.create(null);
  for (const row of safeRows(rows, locale, log)) texts[row.key] = row.value;
  return texts;
}

/**
 * The rows whose group and key are plain names. A row the admin form would refuse today (stored before the
 * rule, or written straight into the table) is left out and logged, so one bad row never breaks the dictionary
 * of every visitor nor reaches their browsers.
 */
function safeRows<T extends { group: string; key: string }>(rows: T[], locale: string, log?: FastifyBaseLogger): T[] {
  return rows.filter((row) => {
    if (isTranslationGroup(row.group) && isTranslationKey(row.key)) return true;
    log?.warn({ locale, group: row.group, key: row.key }, 'stored translation with an unsafe group or key skipped');
    return false;
  });
}

/** Several groups of one language; every group of it when `groups` is empty. */
export async function translationGroups(
  db: Kysely<Database>,
  locale: string,
  groups: string[],
  log?: FastifyBaseLogger,
): Promise<Record<string, Record<string, string>>> {
  const rows = await db
    .selectFrom('translations')
    .select(['group', 'key', 'value'])
    .where('locale', '=', locale)
    .$if(groups.length > 0, (qb) => qb.where('group', 'in', groups))
    .orderBy('group')
    .orderBy('key')
    .execute();
  // Objects without a prototype: a name such as `constructor` is only ever a name here.
  const result: Record<string, Record<string, string>> = Object.create(null);
  for (const group of groups) result[group] = Object.create(null);
  for (const row of safeRows(rows, locale, log)) (result[row.group] ??= Object.create(null))[row.key] = row.value;
  return result;
}

/** One row per (group, key) with the text of each language; `missing` keeps keys absent in that language. */
export async function listTranslations(db: Kysely<Database>, query: AdminTranslationsQuery): Promise<AdminTranslationsResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE } = query;
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : '';
  const languages = (await db.selectFrom('languages').select('code').orderBy('is_default', 'desc').orderBy('code').execute()).map(
    (row) => row.code,
  );
  const keys = db
    .selectFrom('translations')
    .select(['group', 'key', sql<Date>`max(updated_at)`.as('updated_at')])
    .$if(!!query.group, (qb) => qb.where('group', '=', query.group!))
    .$if(!!q, (qb) => qb.where((eb) => eb.or([eb('key', 'ilike', like), eb('value', 'ilike', like)])))
    .groupBy(['group', 'key'])
    .$if(!!query.missing, (qb) => qb.having(sql<boolean>`bool_and(locale <> ${query.missing!})`));
  const [countRow, rows] = await Promise.all([
    db.selectFrom(keys.as('k')).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    keys.orderBy('group').orderBy('key').limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  const values =
    rows.length === 0
      ? []
      : await db
          .selectFrom('translations')
          .select(['locale', 'group', 'key', 'value'])
          .where((eb) =>
            eb.or(rows.map((row) => eb.and([eb('group', '=', row.group), eb('key', '=', row.key)]))),
          )
          .execute();
  const data: AdminTranslation[] = rows.map((row) => {
    const texts: Record<string, string | null> = Object.fromEntries(languages.map((code) => [code, null]));
    for (const value of values) if (value.group === row.group && value.key === row.key) texts[value.locale] = value.value;
    return { group: row.group, key: row.key, values: texts, updated_at: new Date(row.updated_at).toISOString() };
  });
  const total = Number(countRow.count);
  return pageOf(data, page, perPage, total);
}

/** Sets one text; an empty value removes it (the bundled text shows again). */
export async function saveTranslation(db: Kysely<Database>, adminId: number, input: AdminTranslationUpsert): Promise<void> {
  const language = await db.selectFrom('languages').select('code').where('code', '=', input.locale).executeTakeFirst();
  if (!language) throw invalidFields({ locale: ['validation.choice'] });
  await db.transaction().execute(async (trx) => {
    if (input.value === '') {
      await trx
        .deleteFrom('translations')
        .where('locale', '=', input.locale)
        .where('group', '=', input.group)
        .where('key', '=', input.key)
        .execute();
    } else {
      await trx
        .insertInto('translations')
        .values({ locale: input.locale, group: input.group, key: input.key, value: input.value })
        .onConflict((oc) =>
          oc.columns(['locale', 'group', 'key']).doUpdateSet({ value: input.value, updated_at: new Date() }),
        )
        .execute();
    }
    await recordAudit(trx, {
      adminId,
      action: 'translation.update',
      targetType: 'translation',
      targetId: `${input.locale}:${input.group}.${input.key}`,
      targetLabel: input.value.slice(0, 120),
    });
  });
}
