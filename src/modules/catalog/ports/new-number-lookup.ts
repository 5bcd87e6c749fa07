/** A number in the inventory as the staff lookup shows it. Money in cents. */
export interface NewNumberRow {
  tn: string;
  priceCents: number;
  costCents: number;
  vendor: string;
  status: string;
  negotiable: boolean;
  createdAt: Date;
}

export interface NewNumberQuery {
  /** Digits the number must contain (national digits), or start with (E.164 digits); null for all. */
  digits: string | null;
  sort: 'tn' | '-createdAt';
  limit: number;
  offset: number;
  /** Counting stops here: the lookup never pages past it. */
  countCap: number;
}

/** Read access to the whole inventory (catalog.number), every status, for staff. */
export interface NewNumberLookup {
  page(query: NewNumberQuery): Promise<{ rows: NewNumberRow[]; total: number }>;
}
