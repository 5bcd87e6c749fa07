import type { ContactAgentType } from './contact-agent-api.ts';

/** The search page's URL says which number the contact-agent dialog is open for, and about what. */
const NUMBER_PARAM = 'contactAgent';
const TYPE_PARAM = 'contactAgentType';

/** Opens the dialog for a number: what the listing's Contact Agent link adds to the search URL. */
export function openContactAgent(params: URLSearchParams, tn: string): void {
  params.set(NUMBER_PARAM, tn);
}

/** The listing's link with the side of its BUY / LICENSE toggle added (`href` already names the number). */
export function withContactAgentType(href: string, type: ContactAgentType): string {
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(TYPE_PARAM, type);
  return `${path}?${params.toString()}`;
}

/** The request the URL opens the dialog for, or null when it is closed. */
export function contactAgentRequestIn(search: string): { tn: string; type: ContactAgentType } | null {
  const params = new URLSearchParams(search);
  const tn = params.get(NUMBER_PARAM);
  if (!tn) return null;
  return { tn, type: params.get(TYPE_PARAM) === 'license' ? 'license' : 'purchase' };
}

/** The same query ('?...') without the dialog's parameters: closing it. */
export function withoutContactAgent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NUMBER_PARAM);
  params.delete(TYPE_PARAM);
  return `?${params.toString()}`;
}
