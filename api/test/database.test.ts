import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/database';
import { describeEachEngine, truncateAll } from './helper';
import { insertCategory, insertCurrencies, insertUser } from './fixtures';

describeEachEngine('database', (getDb) => {
  beforeAll(() => truncateAll(getDb().db));

  it('rolls back a failed transaction completely', async () => {
    const { db } = getDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('languages')
          .values({ code: 'ln', name: 'Lingala', native_name: 'Lingála' })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('languages').selectAll().where('code', '=', 'ln').execute();
    expect(rows).toEqual([]);
  });

  it('keeps statements of other callers out of a running transaction', async () => {
    const { db } = getDb();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('languages')
          .values({ code: 'sw', name: 'Swahili', native_name: 'Kiswahili' })
          .execute();
        await gate;
        throw new Error('abort');
      })
      .catch(() => undefined);
    const outside = db
      .insertInto('languages')
      .values({ code: 'kg', name: 'Kikongo', native_name: 'Kikongo' })
      .execute();
    release();
    await Promise.all([transaction, outside]);
    const codes = (await db.selectFrom('languages').select('code').execute()).map((row) => row.code).sort();
    expect(codes).toEqual(['kg']);
  });

  it('reads int8 as numbers and dates as plain days', async () => {
    const { db } = getDb();
    const { rows } = await sql<{
      big: number;
      day: string;
    }>`SELECT 9007199254740::int8 AS big, DATE '2024-06-30' AS day`.execute(db);
    expect(rows[0]).toEqual({ big: 9007199254740, day: '2024-06-30' });
  });

  it('runs migrations idempotently', async () => {
    expect(await migrateToLatest(getDb().db)).toEqual([]);
  });

  it('enforces the schema: enum CHECKs, foreign keys, unique emails regardless of case', async () => {
    const { db } = getDb();
    await insertCurrencies(db);
    const category = await insertCategory(db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    const user = await insertUser(db, { email: 'Marie@Example.cd' });
    await expect(insertUser(db, { email: 'marie@example.cd' })).rejects.toThrow();
    const ad = { slug: 'x', user_id: user, category_id: category, title: 'X', currency_code: 'USD' };
    await expect(
      db
        .insertInto('ads')
        .values({ ...ad, status: 'published' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('ads')
        .values({ ...ad, currency_code: 'XXX' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('ads')
        .values({ ...ad, category_id: 999 })
        .execute(),
    ).rejects.toThrow();
  });

  it('fills the search vector itself from title and description, accents folded', async () => {
    const { db } = getDb();
    const { id: user } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { id: category } = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('ads')
      .values({
        slug: 'frigo',
        user_id: user,
        category_id: category,
        title: 'Réfrigérateur Hisense',
        description: 'Très économique',
        currency_code: 'USD',
      })
      .execute();
    const { rows } = await sql<{
      vector: string;
    }>`SELECT search_vector::text AS vector FROM ads WHERE slug = 'frigo'`.execute(db);
    expect(rows[0].vector).toContain("'refriger");
    expect(rows[0].vector).toContain("'econom");
    expect(rows[0].vector).not.toMatch(/[éè]/);
  });
});
