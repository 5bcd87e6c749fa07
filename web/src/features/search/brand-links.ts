export interface BrandSearchLinks {
  terms: { label: string; to: string };
  warehousing: { label: string; to: string };
}

const BRAND_ONE: BrandSearchLinks = {
  terms: { label: 'Terms', to: '/terms' },
  warehousing: { label: 'Number warehousing', to: '/about#warehousing' },
};

const BRAND_TWO: BrandSearchLinks = {
  terms: { label: 'Business terms', to: '/terms#business' },
  warehousing: { label: 'Keep numbers with us', to: '/about#business-numbers' },
};

/** Spec 2: the search page's terms and warehousing links differ by brand (the sales inbox comes with the profile's brand). */
export function brandSearchLinks(brandingId: number): BrandSearchLinks {
  return brandingId === 2 ? BRAND_TWO : BRAND_ONE;
}
