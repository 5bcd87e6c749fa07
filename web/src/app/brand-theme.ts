import { useEffect } from 'react';

export interface BrandLook {
  brandingId: number;
  name: string;
  stylesheet: string;
  favicon: string;
}

/** Points the page at the brand's theme stylesheet and favicon, and names the tab after the brand. */
export function applyBrand({ brandingId, name, stylesheet, favicon }: BrandLook): void {
  document.title = name;
  document.documentElement.dataset.brand = String(brandingId);
  upsertLink('data-brand-theme', { rel: 'stylesheet', href: stylesheet });
  upsertLink('data-brand-favicon', {
    rel: 'icon',
    href: favicon,
    type: favicon.endsWith('.svg') ? 'image/svg+xml' : '',
  });
}

/** Applies the brand the server resolved (from the Host header or the ?brandingId= override). */
export function useBrandTheme(brand: BrandLook | null | undefined): void {
  const brandingId = brand?.brandingId;
  const name = brand?.name;
  const stylesheet = brand?.stylesheet;
  const favicon = brand?.favicon;
  useEffect(() => {
    if (brandingId === undefined || name === undefined || stylesheet === undefined || favicon === undefined)
      return;
    applyBrand({ brandingId, name, stylesheet, favicon });
  }, [brandingId, name, stylesheet, favicon]);
}

function upsertLink(marker: string, attributes: Record<string, string>): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[${marker}]`);
  if (!link) {
    link = document.createElement('link');
    link.setAttribute(marker, '');
    document.head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (value === '') link.removeAttribute(name);
    else if (link.getAttribute(name) !== value) link.setAttribute(name, value);
  }
}
