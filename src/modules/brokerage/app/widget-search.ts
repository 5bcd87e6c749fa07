import { PhoneNumber } from '../../../shared/phone-number.ts';
import { type WidgetAction, widgetOffer } from '../../../shared/widget-pricing.ts';
import type { WidgetCatalogSearch } from '../ports/widget-catalog-search.ts';
import { type WidgetAccessDeps, widgetOrNotFound } from './widget-access.ts';

export interface WidgetNumberView {
  tn: string;
  humanTn: string;
  spelling: string | null;
  city: string | null;
  state: string | null;
  /** The widget's price: the catalog's with the broker's markup, cents. */
  price: number;
  action: WidgetAction;
}

/** Per address, a minute: as the site's search (catalog's TN_SEARCHES_PER_IP_PER_MINUTE). */
export const WIDGET_SEARCHES_PER_IP_PER_MINUTE = 120;

const SEARCH_RATE = {
  limit: WIDGET_SEARCHES_PER_IP_PER_MINUTE,
  windowMs: 60_000,
  message: 'Too many searches from your network. Please wait a minute and try again.',
};

export interface WidgetSearchInput {
  type: 'local' | 'tollfree';
  npa?: string | undefined;
  state?: string | undefined;
  search?: string | undefined;
  limit: number;
  skip: number;
  basketUuid?: string | undefined;
}

/**
 * GET /api/widget/{token}/search (docs/adr/0064): the catalog's numbers for sale matching the criteria, as the
 * broker's widget offers them (src/shared/widget-pricing.ts): the broker's markup applied, only prices within
 * the broker's min..max, no toll-free unless allowed; above the buy-now limit 'contact'. The catalog is read a
 * page of 100 at a time (its price order) and filtered, so a page may hold fewer than `limit` numbers; `more`
 * says whether the catalog has more. 404 for an unknown token.
 */
export function makeWidgetSearch(deps: WidgetAccessDeps & { search: WidgetCatalogSearch }) {
  return async function widgetSearch(
    token: string,
    input: WidgetSearchInput,
    ip: string,
  ): Promise<{ data: WidgetNumberView[]; more: boolean; matchesPartial: boolean }> {
    await deps.rateLimiter.hit([{ ...SEARCH_RATE, key: `widget-search:ip:${ip}` }], deps.clock.now());
    const widget = await widgetOrNotFound(deps, token, ip);
    if (input.type === 'tollfree' && !widget.config.allowTollfree)
      return { data: [], more: false, matchesPartial: false };
    const page = await deps.search.forSale({ ...input, limit: 100, skip: input.skip });
    const data = page.numbers.flatMap((number) => {
      const offer = widgetOffer(number, widget.config);
      if (!offer) return [];
      return [
        {
          tn: number.tn,
          humanTn: PhoneNumber.tryParse(number.tn)?.format() ?? number.tn,
          spelling: number.spelling,
          city: number.city,
          state: number.state,
          price: offer.priceCents,
          action: offer.action,
        },
      ];
    });
    return { data: data.slice(0, input.limit), more: page.more, matchesPartial: page.matchesPartial };
  };
}
