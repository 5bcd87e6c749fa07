import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { BrokerageCore } from '../../index.ts';
import { getListing, getListingInfo, listListings, updateListing } from '../http/listings.contract.ts';
import { decideSpellingRequest, listSpellingRequests } from '../http/spellings.contract.ts';

/** The Listings API, on-network sync and the spelling queue (docs/adr/0056). */
export function listingsPart(_core: BrokerageCore) {
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      const notYet = () => new Response(JSON.stringify({ message: 'Not implemented yet.' }), { status: 501 });
      // biome-ignore lint/suspicious/noExplicitAny: placeholder until implemented
      for (const route of [
        listListings,
        getListing,
        updateListing,
        getListingInfo,
        listSpellingRequests,
        decideSpellingRequest,
      ] as any[])
        app.openapi(route, notYet as never);
    },
  };
}
