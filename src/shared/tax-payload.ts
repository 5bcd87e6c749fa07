// The tax estimate's payload (spec 2 section 7, POST api/taxEstimate) and its hash, shared by the browser
// and the server: "Taxes are recomputed only when the payload hash changes" (spec 2 section 4). The page
// asks again only when the hash of what it would send differs; the server keeps answers by the same hash.

/** The basket lines a tax estimate covers (spec 2's item types; 'newTn' is read as 'new' by the contract). */
export type TaxLineType = 'new' | 'portIn' | 'user' | 'admin';

/** One basket line: what it costs once (nrc) and monthly (mrc), in cents, and its plan. */
export interface TaxPayloadLine {
  readonly type: TaxLineType;
  readonly plan: number;
  readonly nrc: number;
  readonly mrc: number;
}

/** Where the buyer is (their billing state or province and postal code) and what they buy. */
export interface TaxPayload {
  readonly state: string;
  readonly zip: string;
  readonly lines: readonly TaxPayloadLine[];
}

/**
 * Bumped when the meaning of a payload changes (a new field, another split of the charges), so answers
 * kept under the old hash are never read for the new meaning.
 */
export const TAX_PAYLOAD_VERSION = 1;

/** `ca` -> `CA`; ` k1a 0b1 ` -> `K1A0B1`: how a state and a postal code are compared and hashed. */
export const normalizeState = (state: string) => state.trim().toUpperCase();
export const normalizeZip = (zip: string) => zip.replace(/\s+/g, '').toUpperCase();

/**
 * The payload as one canonical JSON text: keys sorted, state and zip normalised, lines sorted (the order
 * of a basket's lines does not change its tax), and only the fields that decide the tax.
 */
export function canonicalTaxPayload(payload: TaxPayload): string {
  const lines = payload.lines
    .map((line) => canonicalJson({ type: line.type, plan: line.plan, nrc: line.nrc, mrc: line.mrc }))
    .sort();
  return `{"lines":[${lines.join(',')}],"state":${JSON.stringify(normalizeState(payload.state))},"v":${TAX_PAYLOAD_VERSION},"zip":${JSON.stringify(normalizeZip(payload.zip))}}`;
}

/** The payload's SHA-256 (lowercase hex) over its canonical JSON; Web Crypto, so the browser computes it too. */
export async function taxPayloadHash(payload: TaxPayload): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(canonicalTaxPayload(payload)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** JSON with every object's keys in code-point order at every depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A basket line as the tax payload reads it. */
export interface TaxedBasketLine {
  readonly basketItemId: number;
  readonly type: TaxLineType;
  readonly plan: number | null;
}

/** One amount of the order summary (the basket's charges), in cents. */
export interface ChargedAmount {
  readonly basketItemId: number;
  readonly amountCents: number;
}

/**
 * The payload's lines of a basket, from its order summary, on both sides (the page asks with them, checkout
 * charges the tax of the same payload, so they must agree to the cent): what each line costs once -- today, or
 * upon port-in, a 12-month period billed up front -- and each month. User seats have no plan: sent as plan 0.
 */
export function taxLinesOf(
  lines: readonly TaxedBasketLine[],
  charges: { once: readonly ChargedAmount[]; monthly: readonly ChargedAmount[] },
): TaxPayloadLine[] {
  const totalFor = (amounts: readonly ChargedAmount[], basketItemId: number) =>
    amounts
      .filter((amount) => amount.basketItemId === basketItemId)
      .reduce((sum, a) => sum + a.amountCents, 0);
  return lines.map((line) => ({
    type: line.type,
    plan: line.plan ?? 0,
    nrc: totalFor(charges.once, line.basketItemId),
    mrc: totalFor(charges.monthly, line.basketItemId),
  }));
}
