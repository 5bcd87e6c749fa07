export type BrandingId = 1 | 2;

export interface Brand {
  readonly brandingId: BrandingId;
  readonly name: string;
  readonly domain: string;
  readonly logo: string;
  readonly stylesheet: string;
  readonly favicon: string;
  /** Plan id preselected for new numbers of this brand. */
  readonly defaultPlan: number;
  /** The sales team's inbox: contact-agent leads are mailed here. */
  readonly salesEmail: string;
}

function brand(
  brandingId: BrandingId,
  name: string,
  domain: string,
  defaultPlan: number,
  salesEmail: string,
): Brand {
  return Object.freeze({
    brandingId,
    name,
    domain,
    logo: `/brands/${brandingId}/logo.svg`,
    stylesheet: `/brands/${brandingId}/theme.css`,
    favicon: `/brands/${brandingId}/favicon.svg`,
    defaultPlan,
    salesEmail,
  });
}

/** Brand 1 parks and trades numbers; brand 2 sells them with a business phone system. */
export const BRANDS: readonly Brand[] = Object.freeze([
  brand(1, 'Numberyard', 'numberyard.localhost', 1, 'sales@numberyard.test'),
  brand(2, 'Numberyard Business', 'business.numberyard.localhost', 10, 'sales@business.numberyard.test'),
]);

export function isBrandingId(value: unknown): value is BrandingId {
  return value === 1 || value === 2;
}

export function findBrand(brandingId: number): Brand | undefined {
  return BRANDS.find((candidate) => candidate.brandingId === brandingId);
}

/** Throws RangeError for an unknown id: callers pass ids they have already validated. */
export function brandById(brandingId: number): Brand {
  const found = findBrand(brandingId);
  if (!found) throw new RangeError(`Unknown brandingId ${brandingId}`);
  return found;
}
