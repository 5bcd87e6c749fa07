/**
 * Spec 2 section 3, "Basket data": what the visitor told us (campaign, contact, address, agreements) kept
 * with the basket for checkout. Values are plain JSON scalars; the contract decides which keys a client may
 * send. Stripe, card and tax fields are written by checkout itself, never taken from a client.
 */
export type BasketData = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Spec 2 section 3, a basket item's `data`: where the number was found (query, sectionName, page,
 * position) and, for licences, the licence's fees. The fees come from the catalog, never from a client.
 */
export interface BasketItemData {
  readonly query?: string;
  readonly sectionName?: string;
  readonly page?: number;
  readonly position?: number;
  // A port-in's current-carrier billing fields (spec 2 section 3), checked with the account form's rules.
  readonly firstName?: string;
  readonly lastName?: string;
  readonly company?: string;
  readonly address?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
  readonly account_number?: string;
  /** The carrier PIN sealed by the platform's secret box at add time (docs/adr/0053); never answered. */
  readonly pin_sealed?: string;
  // What the portability check said of a port-in's number.
  readonly supported?: boolean;
  readonly wireless?: boolean;
  readonly carrier?: string;
  readonly account_required?: boolean;
  readonly porting_interval?: string;
  // A licence's yearly increase of its monthly fee (hundredths of a percent), from the catalog.
  readonly licenseAnnualIncrease?: number;
  // The accepted offer the item is priced at (its price comes from the offers module, never a client).
  readonly negotiationId?: number;
  readonly negotiationUUID?: string;
  // A widget basket's number (docs/adr/0064): the catalog's price the broker's markup was added to, cents.
  readonly widgetListCents?: number;
  // The number was added from search's promoted Pig Pick (docs/adr/0066): the percentage shown and when, read
  // from the catalog's signed promotion token, never from a client's data.
  readonly pigPickPercentage?: number;
  readonly pigPickShownAt?: string;
  // Spec 2's admin-added item (docs/adr/0071), written only by POST /api/baskets/adminItems for staff.
  readonly adminBasket?: boolean;
  readonly manualActivationRequired?: boolean;
  readonly bypassProvisionDelay?: boolean;
  readonly customCommissionPercentage?: number;
  readonly availability?: string;
  readonly vendorProductId?: string;
  readonly license?: {
    readonly license_nrc: number;
    readonly license_mrc: number;
    /** Percent a year. */
    readonly license_annual_increase?: number;
  };
}

/** The Pig Pick promotion an item was added from, as the sale records it; null for any other item. */
export function pigPickOf(
  data: Readonly<Record<string, unknown>>,
): { percentage: number; shownAt: string } | null {
  const { pigPickPercentage: percentage, pigPickShownAt: shownAt } = data;
  return typeof percentage === 'number' && percentage > 0 && typeof shownAt === 'string'
    ? { percentage, shownAt }
    : null;
}

/**
 * The commission staff set on an admin add-number item (spec 2's customCommissionPercentage, percent of the sale
 * the house keeps, docs/adr/0075); null for any other item or when staff left it empty.
 */
export function customCommissionOf(data: Readonly<Record<string, unknown>>): number | null {
  const percent = data.customCommissionPercentage;
  return data.adminBasket === true && typeof percent === 'number' && Number.isFinite(percent)
    ? percent
    : null;
}

/** A port-in's item data as a client sends it: the PIN in clear, sealed before anything is stored. */
export type PortInDataInput = Omit<BasketItemData, 'pin_sealed'> & { readonly pin?: string };

/** What the API answers of an item's data: never the PIN, sealed or not; port-ins say whether one is on file. */
export type BasketItemDataView = Omit<
  BasketItemData,
  'pin_sealed' | 'customCommissionPercentage' | 'vendorProductId'
> & { readonly hasPin?: boolean };

/**
 * The item data as answered: the sealed PIN (and a plaintext one stored before migration 20261128000000) left
 * out; a port-in answers `hasPin` instead.
 */
export function itemDataView(data: BasketItemData, portIn: boolean): BasketItemDataView {
  // An admin item's commission and vendor product id are staff's business: the account's users share the basket.
  const { pin_sealed, pin, customCommissionPercentage, vendorProductId, ...rest } = data as BasketItemData & {
    pin?: unknown;
  };
  return portIn ? { ...rest, hasPin: pin_sealed !== undefined || pin !== undefined } : rest;
}
