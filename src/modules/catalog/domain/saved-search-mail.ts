import { isSellable } from '../../../shared/listing-rules.ts';
import { formatCents } from '../../../shared/money.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { describeSavedSearch } from '../../../shared/search-rules.ts';
import type { SavedSearchCriteria } from './saved-search.ts';

/** A newly listed number as the mail shows it. Money in cents; licence fees null when not licensed. */
export interface NewListing {
  tn: string;
  priceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
}

export interface SavedSearchMailInput {
  brandingId: number;
  brandName: string;
  search: SavedSearchCriteria;
  /** At most SAVED_SEARCH_MAIL_NUMBERS; `more` says whether others matched too. */
  numbers: NewListing[];
  more: boolean;
  searchUrl: string;
  unsubscribeUrl: string;
}

function priceLine(number: NewListing): string {
  const human = PhoneNumber.tryParse(number.tn)?.format() ?? number.tn;
  if (number.priceCents > 0 && isSellable(number.tn)) return `${human}: ${formatCents(number.priceCents)}`;
  const fees = [
    number.licenseOneTimeCents !== null ? `${formatCents(number.licenseOneTimeCents)} setup` : null,
    number.licenseMonthlyCents !== null ? `${formatCents(number.licenseMonthlyCents)} a month` : null,
  ].filter(Boolean);
  return `${human}: licence ${fees.join(' + ') || 'on request'}`;
}

/** The notify-me mail: brand-aware wording, the new numbers with prices, the search and unsubscribe links. */
export function savedSearchMail(input: SavedSearchMailInput): { subject: string; text: string } {
  const business = input.brandingId === 2;
  const watched = describeSavedSearch(input.search);
  const count = input.numbers.length;
  const noun = business ? 'business number' : 'number';
  const subject = `${input.brandName}: new ${count === 1 && !input.more ? noun : `${noun}s`} for your search`;
  const text = [
    'Hello,',
    '',
    `You asked ${input.brandName} to tell you when ${watched} are listed. ` +
      (input.more
        ? `Here are ${count} of the new ones:`
        : count === 1
          ? 'This one is new:'
          : 'These are new:'),
    '',
    ...input.numbers.map((number) => `  ${priceLine(number)}`),
    '',
    input.more
      ? `More matched. See them all, and pick yours: ${input.searchUrl}`
      : `See them on ${input.brandName}: ${input.searchUrl}`,
    business ? 'Each number comes ready for your business phone system.' : '',
    '',
    'Numbers go quickly; prices are as listed when this mail was written.',
    '',
    `You get at most one of these mails a day. Stop them: ${input.unsubscribeUrl}`,
    '',
    `${input.brandName}`,
  ].filter((line, index, lines) => !(line === '' && lines[index - 1] === ''));
  return { subject, text: text.join('\n') };
}
