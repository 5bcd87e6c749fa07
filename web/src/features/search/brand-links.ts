export interface BrandSearchLinks {
  terms: { label: string; to: string };
  warehousing: { label: string; to: string };
  salesEmail: string;
}

const BRAND_ONE: BrandSearchLinks = {
  terms: { label: 'Terms', to: '/terms' },
  warehousing: { label: 'Number warehousing', to: '/about#warehousing' },
  salesEmail: 'sales@numberyard.test',
};

const BRAND_TWO: BrandSearchLinks = {
  terms: { label: 'Business terms', to: '/terms#business' },
  warehousing: { label: 'Keep numbers with us', to: '/about#business-numbers' },
  salesEmail: 'sales@business.numberyard.test',
};

/** Spec 2: the search page's terms and warehousing links, and who sales is, differ by brand. */
export function brandSearchLinks(brandingId: number): BrandSearchLinks {
  return brandingId === 2 ? BRAND_TWO : BRAND_ONE;
}
