import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { BLOCK_SIZES } from '../../../../shared/search-rules.ts';
import { blockKey } from './number-runs.ts';
import { priceBucketCase } from './search-sql.ts';

/**
 * Writing the search tallies (ADR 0011, docs/adr/0078). The inventory's triggers log the area codes
 * (type and npa) whose numbers changed in catalog.number_dirty_area; the job rebuilds those area
 * codes' tallies (level 0) from their numbers, then re-sums the states (level 1) and countries
 * (level 2) they belong to from the area codes' tallies. `search_tally_refresh.refreshed_at` is the
 * job's start: every change committed before it is counted, in every area code. Without it (never
 * rebuilt, or set aside by a migration) the job rebuilds everything.
 */

const DIMS = 'type, country, state, npa, price_bucket, for_sale, licensable';
const COLUMNS = `level, ${DIMS}, facet, value, numbers`;
const OFFERED_COLUMNS = `n.type, n.country, n.state, n.npa, n.city, n.vendor, n.categories, n.patterns, n.num,
  ${priceBucketCase('n.price_cents')} as price_bucket, n.price_cents > 0 as for_sale,
  n.license_monthly_cents is not null as licensable`;
const EVERY_AREA = `select ${OFFERED_COLUMNS} from catalog.number n where n.status = 'available'`;
/** The numbers of the area codes in ($1 types, $2 npas; a null npa as ''), each from number_type_npa_price_idx. */
const OF_AREAS = `select ${OFFERED_COLUMNS} from unnest($1::text[], $2::text[]) a(type, npa)
    join catalog.number n on n.type = a.type and n.npa = a.npa where n.status = 'available'
  union all select ${OFFERED_COLUMNS} from catalog.number n
    where n.status = 'available' and n.npa is null and n.type = any(array(select type from unnest($1::text[], $2::text[]) a(type, npa) where a.npa = ''))`;

/**
 * The area codes' tallies (level 0) of the numbers `offered` yields, in one statement that reads
 * them once: in all and per city and vendor, per category and pattern, and find-a-block's blocks
 * (`group`: how many blocks of at least each size) and numbers in blocks (`run`: how many numbers
 * in runs of at least each size), with runs as the runs job makes them (within an exchange).
 */
const insertAreas = (offered: string, sizes: string) => `with offered as materialized (${offered}),
  plain as (insert into catalog.search_tally (${COLUMNS})
    select 0, ${DIMS},
      case when grouping(city) = 0 then 'city' when grouping(vendor) = 0 then 'vendor' else 'all' end,
      coalesce(case when grouping(city) = 0 then city when grouping(vendor) = 0 then vendor end, ''), count(*)
    from offered
    group by grouping sets ((${DIMS}), (${DIMS}, city), (${DIMS}, vendor))
    having grouping(city) = 1 or city is not null),
  tagged as (insert into catalog.search_tally (${COLUMNS})
    select 0, ${DIMS}, t.facet, t.value, count(*) from offered n
    cross join lateral (select 'category' as facet, unnest(n.categories) as value union all select 'pattern', unnest(n.patterns)) t
    group by ${DIMS}, t.facet, t.value),
  blocks as (select type, country, state, npa, count(*) as length from (
      select type, country, state, npa, ${blockKey('num')} as block
      from offered where num is not null) m
    group by type, country, state, npa, block having count(*) >= 2)
  insert into catalog.search_tally (${COLUMNS})
  select 0, b.type, b.country, b.state, b.npa, null, false, false, f.facet, s.size::text,
    case when f.facet = 'group' then count(*) else sum(b.length) end
  from blocks b join unnest(${sizes}::int[]) s(size) on b.length >= s.size
  cross join (values ('group'), ('run')) f(facet)
  group by b.type, b.country, b.state, b.npa, s.size, f.facet`;

const AREA_STATES = `select distinct type, country, state from catalog.search_tally where level = 0`;

/** Re-sums the states (level 1) and countries (level 2) of `affected` (type, country, state rows) from level 0. */
async function resumStatesAndCountries(sql: SqlExecutor, affected: string, params: unknown[]): Promise<void> {
  const states = `(t.type, t.country, coalesce(t.state, '')) in (select type, country, coalesce(state, '') from (${affected}) a)`;
  const countries = `(t.type, t.country) in (select type, country from (${affected}) a)`;
  await sql.query(
    `delete from catalog.search_tally t where (t.level = 1 and ${states}) or (t.level = 2 and ${countries})`,
    params,
  );
  const group = 'type, country, price_bucket, for_sale, licensable, facet, value';
  await sql.query(
    `insert into catalog.search_tally (${COLUMNS})
     select 1, type, country, state, null, price_bucket, for_sale, licensable, facet, value, sum(numbers)
     from catalog.search_tally t where t.level = 0 and ${states} group by state, ${group}`,
    params,
  );
  await sql.query(
    `insert into catalog.search_tally (${COLUMNS})
     select 2, type, country, null, null, price_bucket, for_sale, licensable, facet, value, sum(numbers)
     from catalog.search_tally t where t.level = 1 and ${countries} group by ${group}`,
    params,
  );
}

const LOCK = `select pg_advisory_xact_lock(hashtext('catalog.search_tally'))`;

async function markRefreshed(sql: SqlExecutor, now: Date): Promise<void> {
  await sql.query(
    `insert into catalog.search_tally_refresh (id, refreshed_at) values (true, $1)
     on conflict (id) do update set refreshed_at = excluded.refreshed_at`,
    [now],
  );
}

/** Every tally from the whole inventory, in the caller's transaction (readers see the old ones until it commits). */
export async function rebuildSearchTallies(sql: SqlExecutor, now: Date): Promise<void> {
  await sql.query(LOCK);
  await sql.query('delete from catalog.number_dirty_area');
  await sql.query('delete from catalog.search_tally');
  await sql.query(insertAreas(EVERY_AREA, '$1'), [[...BLOCK_SIZES]]);
  await resumStatesAndCountries(sql, AREA_STATES, []);
  await markRefreshed(sql, now);
}

/**
 * The job: the tallies of the area codes logged since its last run, then their states and
 * countries, in the caller's transaction; everything when the tallies were never rebuilt.
 * Idempotent: with nothing logged it only moves `refreshed_at` on. Answers the area codes rebuilt.
 */
export async function refreshSearchTallies(sql: SqlExecutor, now: Date): Promise<{ areas: number | 'all' }> {
  await sql.query(LOCK);
  const [rebuilt] = await sql.query('select 1 from catalog.search_tally_refresh');
  if (!rebuilt) {
    await rebuildSearchTallies(sql, now);
    return { areas: 'all' };
  }
  const areas = await sql.query<{ type: string; npa: string }>(
    `with taken as (delete from catalog.number_dirty_area returning type, coalesce(npa, '') as npa)
     select distinct type, npa from taken`,
  );
  if (areas.length) {
    const params = [areas.map((a) => a.type), areas.map((a) => a.npa)];
    const ofAreas = `t.level = 0 and (t.type, coalesce(t.npa, '')) in (select * from unnest($1::text[], $2::text[]))`;
    // The states the area codes were in before and are in now (a number may have moved).
    const before = await sql.query<{ type: string; country: string; state: string | null }>(
      `delete from catalog.search_tally t where ${ofAreas} returning t.type, t.country, t.state`,
      params,
    );
    await sql.query(insertAreas(OF_AREAS, '$3'), [...params, [...BLOCK_SIZES]]);
    const affected = `select * from unnest($1::text[], $2::text[], $3::text[]) a(type, country, state)
      union select t.type, t.country, t.state from catalog.search_tally t where ${ofAreas.replaceAll('$1', '$4').replaceAll('$2', '$5')}`;
    await resumStatesAndCountries(sql, affected, [
      before.map((row) => row.type),
      before.map((row) => row.country),
      before.map((row) => row.state),
      ...params,
    ]);
  }
  await markRefreshed(sql, now);
  return { areas: areas.length };
}

/** The tally rows there are and the numbers on offer they are built from (the admin CLI's dry run). */
export async function searchTallyCounts(sql: SqlExecutor): Promise<{ tallies: number; offered: number }> {
  const [row] = await sql.query<{ tallies: number; offered: number }>(
    `select (select count(*)::int from catalog.search_tally) as tallies,
       (select count(*)::int from catalog.number where status = 'available') as offered`,
  );
  return { tallies: row?.tallies ?? 0, offered: row?.offered ?? 0 };
}
