import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { ValidationError } from '../../../../shared/domain-error.ts';
import type { makeGetListing } from '../../app/get-listing.ts';
import type { makeListListings } from '../../app/list-listings.ts';
import type { makeListingInfo } from '../../app/listing-info.ts';
import type { ListingView } from '../../app/listing-view.ts';
import type { makeUpdateListing } from '../../app/update-listing.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import {
  getListing,
  getListingInfo,
  LISTING_FIELDS,
  listingList,
  listListings,
  updateListing,
} from './listings.contract.ts';
import { csvDateFormat, listingsCsv } from './listings-csv.ts';

export interface ListingRouteDeps {
  brokers: BrokerAccounts;
  listListings: ReturnType<typeof makeListListings>;
  getListing: ReturnType<typeof makeGetListing>;
  updateListing: ReturnType<typeof makeUpdateListing>;
  listingInfo: ReturnType<typeof makeListingInfo>;
  clock: Clock;
}

/** CSV exports take every matching row, not a page (as offers' CSV). */
export const CSV_ROW_LIMIT = 10_000;

/** The client asked for CSV: `Accept: text/csv` (a browser's default Accept never names it). */
const wantsCsv = (accept: string | undefined) => /(^|,)\s*text\/csv\b/i.test(accept ?? '');

/** `$fields=tn,price`: the fields each row carries (tn always); 400 naming an unknown one. */
export function selectedFields(raw: string[] | undefined): (keyof ListingView)[] | null {
  if (!raw || raw.length === 0) return null;
  const names = raw
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(LISTING_FIELDS as string[]).includes(name));
  if (unknown.length > 0)
    throw new ValidationError('list.invalid_query', 'Invalid list query: $fields.', {
      errors: { $fields: `unknown field '${unknown[0]}'` },
    });
  return [...new Set(['tn', ...names])] as (keyof ListingView)[];
}

const pick = (row: ListingView, fields: (keyof ListingView)[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]])) as Partial<ListingView> & { tn: string };

export function mountListingRoutes(app: OpenAPIHono<AppEnv>, deps: ListingRouteDeps) {
  app.openapi(listListings, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = listingList.parse(c.req.queries());
    const fields = selectedFields(query.extra.$fields);
    c.header('Vary', 'Accept');
    if (!wantsCsv(c.req.header('accept'))) {
      const page = await deps.listListings({ accountId: scope.accountId, query });
      return c.json({ ...page, data: fields ? page.data.map((row) => pick(row, fields)) : page.data }, 200);
    }
    const dates = csvDateFormat(query.extra.$locale?.[0], query.extra.$timeZone?.[0]);
    const all = await deps.listListings({
      accountId: scope.accountId,
      query: { ...query, limit: CSV_ROW_LIMIT, offset: 0 },
    });
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="listings_${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(listingsCsv(all.data, dates), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  app.openapi(getListing, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.getListing({ accountId: scope.accountId, tn: c.req.valid('param').tn }), 200);
  });

  app.openapi(updateListing, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const listing = await deps.updateListing({
      accountId: scope.accountId,
      userId: scope.userId,
      tn: c.req.valid('param').tn,
      patch: c.req.valid('json'),
    });
    return c.json(listing, 200);
  });

  app.openapi(getListingInfo, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.listingInfo({ accountId: scope.accountId, tn: c.req.valid('param').tn }), 200);
  });
}
