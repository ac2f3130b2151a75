// Saved-search alerts at a million ads (`npm run bench -- --scale`, after `npm run seed:scale`): how long an
// approved ad takes to reach the inboxes of the people whose saved searches it matches, with thousands of saved
// searches in the database.
//
// Through the api as people use it: BENCH_ALERT_PEOPLE scale sellers (default 100) sign in, each from an address of
// their own, and save 20 searches each (the most a person may keep) with instant alerts: words, categories, places,
// prices and category fields, some matching a Toyota and most not. An administrator (a scale seller made one for
// the run) approves a pending Toyota; the figures are the time from the approval's answer to the first alert mail
// in the outbox, and to the last one. The run's searches, mails and administrator are removed afterwards, and the
// ad is put back pending.
import http from 'node:http';
import pg from 'pg';

const PASSWORD = 'sokoni-demo-2026';
/** Searches each person saves: some a Toyota in Kinshasa matches, most it does not. */
const SEARCHES = [
  { q: 'toyota' },
  { category: 'cars' },
  { category: 'cars', 'attr.make': 'toyota' },
  { q: 'toyota', location: 'kinshasa' },
  { category: 'cars', max_price: 1000 },
  { q: 'samsung' },
  { q: 'iphone 13' },
  { category: 'mobile-phones', 'attr.brand': 'samsung' },
  { q: 'appartement', location: 'gombe' },
  { category: 'houses', 'attr.offer': 'rent' },
  { q: 'moto' },
  { category: 'laptops' },
  { q: 'canape' },
  { location: 'lubumbashi' },
  { q: 'hilux', location: 'goma' },
  { category: 'cars', 'attr.year_min': 2015 },
  { q: 'parcelle' },
  { category: 'tvs' },
  { q: 'nissan' },
  { q: 'wax', category: 'fashion' },
];

function request(base, method, path, { body, token, address } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        localAddress: address,
        headers: {
          'accept-language': 'fr',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, json: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const addressOf = (n) => `127.0.${100 + Math.floor(n / 200)}.${(n % 200) + 10}`;

async function signIn(base, email, n) {
  const answer = await request(base, 'POST', '/api/login', {
    body: { email, password: PASSWORD },
    address: addressOf(n),
  });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.token;
}

/** Alert figures on the scale database `databaseUrl`, through the api at `apiUrl`. */
export async function alertFigures(apiUrl, databaseUrl) {
  const people = Number(process.env.BENCH_ALERT_PEOPLE ?? 100);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = new Date();
  let admin;
  let ad;
  let peopleIds = [];
  try {
    const { rows: sellers } = await db.query(
      `SELECT id, email FROM users WHERE email LIKE '%@scale.example.cd' AND deleted_at IS NULL AND NOT is_banned
       AND NOT is_admin AND id NOT IN (SELECT user_id FROM saved_searches) ORDER BY id LIMIT $1`,
      [people + 1],
    );
    if (sellers.length < people + 1)
      return `Alerts: fewer than ${people + 1} scale sellers, run npm run seed:scale`;
    const { rows: pending } = await db.query(
      `SELECT a.id, a.user_id FROM ads a JOIN categories c ON c.id = a.category_id
       WHERE a.status = 'pending' AND a.deleted_at IS NULL AND c.slug = 'cars' AND a.title LIKE 'Toyota%'
       AND a.user_id <> ALL($1::int[]) ORDER BY a.id DESC LIMIT 1`,
      [sellers.map((seller) => seller.id)],
    );
    if (pending.length === 0) return 'Alerts: no pending Toyota in the scale data set';
    ad = pending[0];
    admin = sellers[0];
    await db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const adminToken = await signIn(apiUrl, admin.email, 0);

    const savers = sellers.slice(1);
    peopleIds = savers.map((seller) => seller.id);
    const saveStarted = performance.now();
    let saved = 0;
    // Ten people at a time, each saving their searches one after the other.
    for (let first = 0; first < savers.length; first += 10) {
      await Promise.all(
        savers.slice(first, first + 10).map(async (seller, i) => {
          const n = first + i + 1;
          const token = await signIn(apiUrl, seller.email, n);
          for (const query of SEARCHES) {
            const answer = await request(apiUrl, 'POST', '/api/saved-searches', {
              body: { query, alert: 'instant' },
              token,
              address: addressOf(n),
            });
            if (answer.status !== 201) throw new Error(`saving ${JSON.stringify(query)}: ${answer.status}`);
            saved += 1;
          }
        }),
      );
    }
    const saveSeconds = (performance.now() - saveStarted) / 1000;
    const { rows: totals } = await db.query('SELECT count(*)::int AS searches FROM saved_searches');

    const approval = await request(apiUrl, 'POST', `/api/admin/ads/${ad.id}/approve`, {
      token: adminToken,
      address: addressOf(0),
    });
    if (approval.status !== 200)
      throw new Error(`approval: ${approval.status} ${JSON.stringify(approval.json)}`);
    const approvedAt = performance.now();
    let first = null;
    let last = null;
    let mails = 0;
    let matched = 0;
    const deadline = approvedAt + 120_000;
    while (performance.now() < deadline) {
      const { rows: hits } = await db.query(
        `SELECT count(*)::int AS n FROM saved_search_hits h JOIN saved_searches s ON s.id = h.saved_search_id
         WHERE h.ad_id = $1 AND s.user_id = ANY($2::int[])`,
        [ad.id, peopleIds],
      );
      matched = hits[0].n;
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM outbox_mails WHERE created_at >= $1 AND to_address = ANY($2::text[])`,
        [started, savers.map((seller) => seller.email)],
      );
      if (rows[0].n > mails) {
        mails = rows[0].n;
        const now = performance.now() - approvedAt;
        first ??= now;
        last = now;
      }
      // Done when the ad was matched against every search (its job completed) and each match was mailed.
      const { rows: job } = await db.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'saved-search-match' AND state = 'completed'
         AND data->>'adId' = $1 AND created_on >= $2`,
        [String(ad.id), started],
      );
      if (job[0].n > 0 && mails >= matched) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const fmt = (ms) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`);
    return (
      `Alerts: ${saved} instant searches saved by ${savers.length} people in ${saveSeconds.toFixed(1)} s ` +
      `(${totals[0].searches} in the database); an approved Toyota matched ${matched}: first mail ${fmt(first)}, ` +
      `${mails} mails by ${fmt(last)} after the approval (goal: each within 60 s)`
    );
  } finally {
    if (peopleIds.length) {
      await db.query('DELETE FROM saved_searches WHERE user_id = ANY($1::int[])', [peopleIds]);
      await db.query(
        `DELETE FROM outbox_mails WHERE created_at >= $1 AND to_address IN (SELECT email FROM users WHERE id = ANY($2::int[]))`,
        [started, [...peopleIds, ad?.user_id ?? 0]],
      );
      await db.query('DELETE FROM auth_tokens WHERE user_id = ANY($1::int[]) AND created_at >= $2', [
        [...peopleIds, admin?.id ?? 0],
        started,
      ]);
    }
    if (admin) await db.query('UPDATE users SET is_admin = false WHERE id = $1', [admin.id]);
    if (ad) await db.query(`UPDATE ads SET status = 'pending', published_at = NULL WHERE id = $1`, [ad.id]);
    await db.end();
  }
}
