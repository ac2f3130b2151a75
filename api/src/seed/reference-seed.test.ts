import { createDatabase, migrateToLatest, type DatabaseHandle } from '../db/database';
import { pgliteSnapshot } from '../../test/support/schema-snapshot';
import { seedReferenceData } from './index';
import { DEFAULT_SETTINGS } from '@sokoni/contracts';

jest.setTimeout(120_000);

describe('seedReferenceData', () => {
  let handle: DatabaseHandle;
  const messages: string[] = [];
  const log = (msg: string) => messages.push(msg);
  const secrets: string[] = [];
  const announceSecret = (msg: string) => secrets.push(msg);
  const previousPassword = process.env.ADMIN_PASSWORD;
  const previousEmail = process.env.ADMIN_EMAIL;

  beforeAll(async () => {
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_EMAIL;
    handle = await createDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await pgliteSnapshot() });
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db, { log, announceSecret });
  });

  afterAll(async () => {
    await handle.close();
    if (previousPassword !== undefined) process.env.ADMIN_PASSWORD = previousPassword;
    if (previousEmail !== undefined) process.env.ADMIN_EMAIL = previousEmail;
  });

  async function counts() {
    const tables = [
      'categories',
      'locations',
      'currencies',
      'exchange_rates',
      'settings',
      'promotion_plans',
      'languages',
      'users',
    ] as const;
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }

  it('creates the 17 first categories in their tree', async () => {
    const rows = await handle.db
      .selectFrom('categories as c')
      .leftJoin('categories as p', 'p.id', 'c.parent_id')
      .select(['c.slug', 'c.name_fr', 'c.name_en', 'p.slug as parent'])
      .execute();
    expect(rows).toHaveLength(17);
    const parentOf = Object.fromEntries(rows.map((row) => [row.slug, row.parent]));
    expect(parentOf).toEqual({
      electronics: null,
      'mobile-phones': 'electronics',
      laptops: 'electronics',
      tvs: 'electronics',
      vehicles: null,
      cars: 'vehicles',
      motorcycles: 'vehicles',
      property: null,
      houses: 'property',
      apartments: 'property',
      land: 'property',
      fashion: null,
      clothing: 'fashion',
      shoes: 'fashion',
      furniture: null,
      sofas: 'furniture',
      tables: 'furniture',
    });
    expect(rows.find((row) => row.slug === 'mobile-phones')).toMatchObject({
      name_fr: 'Téléphones portables',
      name_en: 'Mobile phones',
    });
  });

  it('creates the 26 provinces, their cities and the 24 communes of Kinshasa with paths', async () => {
    const provinces = await handle.db
      .selectFrom('locations')
      .selectAll()
      .where('type', '=', 'province')
      .execute();
    expect(provinces).toHaveLength(26);
    expect(provinces.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Kasaï-Central', 'Équateur', 'Haut-Katanga', 'Mai-Ndombe', 'Nord-Kivu']),
    );
    expect(provinces.find((row) => row.name === 'Kasaï-Central')?.slug).toBe('kasai-central');
    expect(provinces.find((row) => row.name === 'Équateur')?.slug).toBe('equateur');

    const kinshasa = provinces.find((row) => row.slug === 'kinshasa');
    const communes = await handle.db
      .selectFrom('locations')
      .selectAll()
      .where('type', '=', 'commune')
      .execute();
    expect(communes).toHaveLength(24);
    expect(communes.every((row) => row.parent_id === kinshasa?.id)).toBe(true);
    expect(communes.find((row) => row.name === 'Gombe')?.path).toBe('Gombe, Kinshasa');
    expect(communes.find((row) => row.name === 'Mont-Ngafula')?.slug).toBe('mont-ngafula');
    expect(communes.find((row) => row.name === 'Kinshasa')?.slug).toBe('kinshasa-commune');

    const goma = await handle.db
      .selectFrom('locations')
      .selectAll()
      .where('slug', '=', 'goma')
      .executeTakeFirstOrThrow();
    const nordKivu = provinces.find((row) => row.slug === 'nord-kivu');
    expect(goma).toMatchObject({ type: 'city', path: 'Goma, Nord-Kivu', parent_id: nordKivu?.id });

    // Every province outside Kinshasa has at least its chef-lieu.
    const cities = await handle.db
      .selectFrom('locations')
      .select('parent_id')
      .where('type', '=', 'city')
      .execute();
    const withCity = new Set(cities.map((row) => row.parent_id));
    expect(provinces.filter((row) => row.slug !== 'kinshasa' && !withCity.has(row.id))).toEqual([]);
    const slugs = (await handle.db.selectFrom('locations').select('slug').execute()).map((row) => row.slug);
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
  });

  it('creates the four currencies with USD as the only base, and a dated rate for each', async () => {
    const currencies = await handle.db.selectFrom('currencies').selectAll().orderBy('code').execute();
    expect(
      currencies.map((row) => [row.code, row.symbol, row.decimal_places, row.symbol_position, row.is_base]),
    ).toEqual([
      ['CDF', 'FC', 0, 'after', false],
      ['EUR', '€', 2, 'after', false],
      ['GBP', '£', 2, 'before', false],
      ['USD', '$', 2, 'before', true],
    ]);
    const cdfRate = Number(currencies.find((row) => row.code === 'CDF')?.exchange_rate);
    expect(cdfRate).toBeGreaterThanOrEqual(2800);
    expect(cdfRate).toBeLessThanOrEqual(2900);
    const rates = await handle.db.selectFrom('exchange_rates').selectAll().execute();
    expect(rates.map((row) => row.currency_code).sort()).toEqual(['CDF', 'EUR', 'GBP', 'USD']);
    expect(rates[0].effective_date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('promises in each plan the badge the ad card shows (BOOSTÉE, PREMIUM, EXCLUSIVE), old sites too', async () => {
    const badges = async () =>
      (await handle.db.selectFrom('promotion_plans').select(['features', 'features_en']).orderBy('duration_days').execute()).map(
        (plan) => [plan.features.find((f) => f.startsWith('Badge')), plan.features_en.find((f) => f.endsWith('badge'))],
      );
    const expected = [
      ['Badge « Boostée »', '“Boosted” badge'],
      ['Badge « Premium »', '“Premium” badge'],
      ['Badge « Exclusive »', '“Exclusive” badge'],
    ];
    expect(await badges()).toEqual(expected);
    // A site seeded with the first words gets the card's words at its next start, its other lines kept.
    await handle.db
      .updateTable('promotion_plans')
      .set({ features: JSON.stringify(['En tête des résultats de recherche', 'Badge « Sponsorisé »', 'Durée : 7 jours']) })
      .where('slug', '=', 'basic-boost')
      .execute();
    await seedReferenceData(handle.db, { log, announceSecret });
    expect(await badges()).toEqual(expected);
    const basic = await handle.db.selectFrom('promotion_plans').select('features').where('slug', '=', 'basic-boost').executeTakeFirstOrThrow();
    expect(basic.features).toEqual(['En tête des résultats de recherche', 'Badge « Boostée »', 'Durée : 7 jours']);
  });

  it('stores the first settings, the three plans and the two languages', async () => {
    const settings = await handle.db.selectFrom('settings').selectAll().execute();
    const values = Object.fromEntries(settings.map((row) => [row.key, row.value]));
    // The seed writes exactly what the api falls back to: contracts' DEFAULT_SETTINGS, the one copy of the values.
    expect(values).toEqual(DEFAULT_SETTINGS);

    const plans = await handle.db
      .selectFrom('promotion_plans')
      .selectAll()
      .orderBy('duration_days')
      .execute();
    expect(plans.map((plan) => [plan.name, plan.duration_days, plan.boost_type, plan.currency_code])).toEqual(
      [
        ['Basic Boost', 7, 'standard', 'USD'],
        ['Premium Boost', 14, 'premium', 'USD'],
        ['Elite Boost', 30, 'exclusive', 'USD'],
      ],
    );
    expect(plans.every((plan) => plan.price_minor > 0 && plan.features.length > 0)).toBe(true);

    const languages = await handle.db.selectFrom('languages').selectAll().orderBy('code').execute();
    expect(languages.map((row) => [row.code, row.is_default])).toEqual([
      ['en', false],
      ['fr', true],
    ]);
  });

  it('creates a verified admin whose generated password is printed once and works', async () => {
    const admin = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('is_admin', '=', true)
      .executeTakeFirstOrThrow();
    expect(admin.email).toBe('admin@sokoni.cd');
    expect(admin.email_verified_at).not.toBeNull();
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The generated password goes to the operator's terminal only, never into the log.
    expect(messages.join('\n')).not.toContain('admin@sokoni.cd /');
    const printed = secrets.filter((msg) => msg.includes('admin@sokoni.cd /'));
    expect(printed).toHaveLength(1);
    const password = /admin@sokoni\.cd \/ (\S+)/.exec(printed[0])?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const { verify } = await import('@node-rs/argon2');
    await expect(verify(admin.password_hash ?? '', password)).resolves.toBe(true);
  });

  it('changes nothing when run again and keeps values an administrator changed', async () => {
    await handle.db
      .updateTable('settings')
      .set({ value: JSON.stringify('Sokoni Kivu') })
      .where('key', '=', 'site_name')
      .execute();
    await handle.db.deleteFrom('settings').where('key', '=', 'featured_ad_price').execute();
    await handle.db
      .updateTable('categories')
      .set({ name_fr: 'Électronique & high-tech' })
      .where('slug', '=', 'electronics')
      .execute();
    const before = await counts();
    const printedBefore = messages.length;

    await seedReferenceData(handle.db, { log, announceSecret });

    const after = await counts();
    expect(after).toEqual({ ...before, settings: before.settings + 1 });
    expect(messages.slice(printedBefore).some((msg) => msg.includes('/'))).toBe(false);
    expect(secrets).toHaveLength(1);
    const settings = await handle.db.selectFrom('settings').selectAll().execute();
    const values = Object.fromEntries(settings.map((row) => [row.key, row.value]));
    expect(values.site_name).toBe('Sokoni Kivu');
    expect(values.featured_ad_price).toBe(5);
    const electronics = await handle.db
      .selectFrom('categories')
      .select('name_fr')
      .where('slug', '=', 'electronics')
      .executeTakeFirstOrThrow();
    expect(electronics.name_fr).toBe('Électronique & high-tech');
  });
});

describe('seedReferenceData with a configured admin', () => {
  it('uses the given address and password and prints no password', async () => {
    const handle = await createDatabase({
      pgliteDataDir: 'memory://',
      pgliteSnapshot: await pgliteSnapshot(),
    });
    try {
      await migrateToLatest(handle.db);
      const messages: string[] = [];
      await seedReferenceData(handle.db, {
        adminEmail: 'Chef@Sokoni.cd',
        adminPassword: 'un mot de passe solide',
        log: (msg) => messages.push(msg),
      });
      const admin = await handle.db
        .selectFrom('users')
        .selectAll()
        .where('is_admin', '=', true)
        .executeTakeFirstOrThrow();
      expect(admin.email).toBe('chef@sokoni.cd');
      const { verify } = await import('@node-rs/argon2');
      await expect(verify(admin.password_hash ?? '', 'un mot de passe solide')).resolves.toBe(true);
      expect(messages.join('\n')).not.toContain('un mot de passe solide');
      const setting = await handle.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'admin_email')
        .executeTakeFirstOrThrow();
      expect(setting.value).toBe('chef@sokoni.cd');
    } finally {
      await handle.close();
    }
  });
});
