import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { PhoneNumber } from '../../../../shared/phone-number.ts';
import type { makeConfirmListingVerification } from '../../app/confirm-listing-verification.ts';
import type { makeListListingVerifications } from '../../app/list-listing-verifications.ts';
import type { makePendingListingVerification } from '../../app/pending-listing-verification.ts';
import type { makeStartListingVerification } from '../../app/start-listing-verification.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import {
  confirmVerification,
  getPendingVerification,
  listListingVerifications,
  startVerification,
} from './listing-verification.contract.ts';

export interface ListingVerificationRouteDeps {
  brokers: BrokerAccounts;
  pending: ReturnType<typeof makePendingListingVerification>;
  start: ReturnType<typeof makeStartListingVerification>;
  confirm: ReturnType<typeof makeConfirmListingVerification>;
  list: ReturnType<typeof makeListListingVerifications>;
}

/** Listings are stored under E.164; '(201) 555-0123' or '2015550123' name the same one. */
const e164 = (tn: string) => PhoneNumber.tryParse(tn)?.toString() ?? tn;

/**
 * Listing verification (spec 3, docs/adr/0059). brokerScope: account admins of a broker account (and staff
 * switched into one) — the spec's "admin users" of the tool link.
 */
export function mountListingVerificationRoutes(app: OpenAPIHono<AppEnv>, deps: ListingVerificationRouteDeps) {
  app.openapi(getPendingVerification, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const tn = e164(c.req.valid('param').tn);
    return c.json(await deps.pending({ brokerAccountId: scope.accountId, tn }), 200);
  });

  app.openapi(startVerification, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const body = c.req.valid('json');
    const started = await deps.start({
      brokerAccountId: scope.accountId,
      tn: e164(body.tn),
      method: body.method,
    });
    return c.json(started, 201);
  });

  app.openapi(confirmVerification, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const body = c.req.valid('json');
    const confirmed = await deps.confirm({
      brokerAccountId: scope.accountId,
      tn: e164(c.req.valid('param').tn),
      method: body.method,
      verificationCode: body.verificationCode,
    });
    return c.json(
      {
        verifiedDate: confirmed.verifiedDate.toISOString(),
        verifiedUntilDate: confirmed.verifiedUntilDate.toISOString(),
      },
      200,
    );
  });

  app.openapi(listListingVerifications, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = c.req.valid('query');
    const page = await deps.list({
      brokerAccountId: scope.accountId,
      ...(query.tn ? { tn: query.tn.replace(/\D/g, '') } : {}),
      ...(query.isListed ? { isListed: query.isListed === 'true' } : {}),
      limit: query.$limit,
      skip: query.$skip,
    });
    return c.json(
      {
        ...page,
        data: page.data.map((row) => ({
          ...row,
          formattedTn: PhoneNumber.tryParse(row.tn)?.format() ?? row.tn,
          verifiedUntilDate: row.verifiedUntilDate?.toISOString() ?? null,
        })),
      },
      200,
    );
  });
}
