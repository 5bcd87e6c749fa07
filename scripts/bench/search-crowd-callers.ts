/**
 * Who the crowd's requests come from, besides guests: signed-in users (a session cookie, or an API
 * token), and guests with a basket holding a few numbers. Made through the spawned API itself, as a
 * visitor would (sign in, create a token, create a basket, add numbers), on the demo logins seeded
 * into the bench database; and the vocabulary the crowd draws its criteria from.
 */
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import type { CrowdVocabulary } from './search-crowd-generator.ts';
import { randomAddress } from './search-measure.ts';

/** The header each kind of caller sends, by index. */
export interface CrowdCallerHeaders {
  sessions: string[];
  tokens: string[];
  baskets: string[];
}

const SESSION_USERS = ['user@numberyard.test', 'admin@numberyard.test', 'admin@business.numberyard.test'];
const TOKEN_USERS = ['admin@numberyard.test', 'broker@numberyard.test'];
const BASKETS = 4;
const NUMBERS_PER_BASKET = 3;

export async function setUpCrowdCallers(
  apiUrl: string,
  orm: Orm,
  sql: SqlExecutor,
  password: string,
): Promise<CrowdCallerHeaders> {
  await withContext(orm, () => seedDemoLogins(orm.em.fork(), systemClock.now()));
  const call = async (path: string, init: { method?: string; body?: unknown; cookie?: string }) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomAddress(),
        ...(init.cookie ? { cookie: init.cookie, origin: apiUrl } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  const signIn = async (email: string) => {
    const response = await call('/api/session', { body: { email, password } });
    const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?ny_session=/.test(c));
    if (!cookie) throw new Error(`signing in ${email} set no session cookie`);
    return cookie.split(';')[0]!;
  };
  const sessions = await Promise.all(SESSION_USERS.map(signIn));
  const tokens: string[] = [];
  for (const email of TOKEN_USERS) {
    const cookie = await signIn(email);
    const created = await call('/api/apiTokens', {
      cookie,
      body: { name: `crowd ${Date.now()}`, scope: 'read-only' },
    });
    tokens.push(`Bearer ${((await created.json()) as { token: string }).token}`);
  }

  // Numbers from the busiest area codes, so the baskets' holds are among what the crowd finds.
  const candidates = await withContext(orm, () =>
    sql.query<{ tn: string }>(
      `select tn from catalog.number where status = 'available' and type = 'local' and price_cents > 0
         and reserved_basket is null and npa in (
           select npa from catalog.number where type = 'local' group by npa order by count(*) desc limit 10)
       order by id limit 200`,
    ),
  );
  const baskets: string[] = [];
  let next = 0;
  for (let b = 0; b < BASKETS; b++) {
    const basket = (await (await call('/api/baskets', { body: {} })).json()) as { uuid: string };
    let held = 0;
    while (held < NUMBERS_PER_BASKET && next < candidates.length) {
      const tn = candidates[next++]!.tn;
      const added = await fetch(`${apiUrl}/api/baskets/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ basketUuid: basket.uuid, tn }),
      });
      if (added.ok) held++;
    }
    baskets.push(basket.uuid);
  }
  return { sessions, tokens, baskets };
}

/** Area codes, cities, categories, patterns and numbers on offer, for the crowd's criteria. */
export async function readVocabulary(orm: Orm, sql: SqlExecutor): Promise<CrowdVocabulary> {
  return withContext(orm, async () => {
    const areas = await sql.query<{ npa: string; state: string }>(
      `select npa, min(state) as state from catalog.number
       where type = 'local' and status = 'available' and npa is not null and state is not null
       group by npa order by count(*) desc limit 300`,
    );
    const cities = await sql.query<{ state: string; city: string }>(
      `select state, city from catalog.number
       where type = 'local' and status = 'available' and city is not null and state is not null
       group by state, city order by count(*) desc limit 400`,
    );
    const categories = await sql.query<{ value: string }>(
      `select value from (select unnest(categories) as value from catalog.number tablesample system (1)) s
       group by value order by count(*) desc limit 20`,
    );
    const patterns = await sql.query<{ value: string }>(
      `select value from (select unnest(patterns) as value from catalog.number tablesample system (1)) s
       group by value order by count(*) desc limit 20`,
    );
    const tns = await sql.query<{ tn: string }>(
      `select tn from catalog.number tablesample system (0.1) where status = 'available' limit 300`,
    );
    return {
      areas,
      cities,
      categories: categories.map((row) => row.value),
      patterns: patterns.map((row) => row.value),
      tns: tns.map((row) => row.tn),
    };
  });
}
