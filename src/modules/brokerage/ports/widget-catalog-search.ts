/** A catalog number for sale as the widget's search reads it: its list price in cents. */
export interface CatalogNumberForSale {
  tn: string;
  priceCents: number;
  spelling: string | null;
  city: string | null;
  state: string | null;
}

/** The catalog's search of numbers for sale, as a guest sees them (list prices). Implemented over catalog. */
export interface WidgetCatalogSearch {
  forSale(input: {
    type: 'local' | 'tollfree';
    npa?: string | undefined;
    state?: string | undefined;
    search?: string | undefined;
    limit: number;
    skip: number;
    basketUuid?: string | undefined;
  }): Promise<{ numbers: CatalogNumberForSale[]; more: boolean; matchesPartial: boolean }>;
}
