import { SEARCH_BANDS } from '../../../shared/listing-rules.ts';
import { NEAR_ME_MILES, nearbyAreaCodes } from '../domain/nearby.ts';
import { choosePigPick, PIG_PICK_SECTION, PIG_PICK_TIES } from '../domain/pig-pick.ts';
import type { SearchCriteria } from '../domain/search-criteria.ts';
import type { FoundNumber, SectionRequest } from '../ports/number-search.ts';

const SALE_SECTION_NAMES = ['For Sale Under $100', 'For Sale $100 to $999', 'For Sale $1,000 and Up'];
const LICENSE_SECTION_NAMES = [
  'For License Under $100',
  'For License $100 to $999',
  'For License $1,000 and Up',
];
/**
 * The regular answer's sections (spec 2): the Pig Pick candidates first (one is promoted, docs/adr/0066), price
 * bands for sale and licence, best, near me, theme picks.
 */
export function regularSections(criteria: SearchCriteria, themeRegexes: string[]): SectionRequest[] {
  const sections: SectionRequest[] = [];
  SEARCH_BANDS.forEach((band, index) => {
    const limit = sections.length === 0 ? 4 : 8;
    if (criteria.ownership !== 'license') {
      sections.push({
        name: SALE_SECTION_NAMES[index]!,
        limit,
        kind: { band: 'sale', minCents: band.minCents, maxCents: band.maxCents },
      });
    }
  });
  SEARCH_BANDS.forEach((band, index) => {
    if (criteria.ownership !== 'sale') {
      sections.push({
        name: LICENSE_SECTION_NAMES[index]!,
        limit: 8,
        kind: { band: 'license', minCents: band.minCents, maxCents: band.maxCents },
      });
    }
  });
  sections.push({ name: 'Best Numbers', limit: 10, kind: { tag: 'best' } });
  const near = criteria.npa && criteria.type === 'local' ? nearbyAreaCodes(criteria.npa) : null;
  if (near?.npas.length) {
    sections.push({
      name: 'Numbers Near You',
      limit: 10,
      kind: {
        tag: 'nearMe',
        npas: near.npas,
        lat: near.centre.lat,
        lon: near.centre.lon,
        miles: NEAR_ME_MILES,
      },
    });
  }
  if (themeRegexes.length)
    sections.push({ name: 'Theme Picks', limit: 2, kind: { tag: 'theme', regexes: themeRegexes } });
  sections.unshift({ name: PIG_PICK_SECTION, limit: PIG_PICK_TIES, kind: { tag: 'pigPick' } });
  return sections;
}

/**
 * The regular answer with its one promoted Pig Pick first: of the candidates (tied or not), the highest
 * percentage, ties in turn; the others are dropped, and the promoted number shows nowhere else.
 */
export function promoteOnePigPick(rows: FoundNumber[], turn: () => number): FoundNumber[] {
  const candidates = rows.filter((row) => row.sectionName === PIG_PICK_SECTION);
  const rest = rows.filter((row) => row.sectionName !== PIG_PICK_SECTION);
  const promoted = candidates.length ? choosePigPick(candidates, turn()) : null;
  return promoted ? [promoted, ...rest.filter((row) => row.id !== promoted.id)] : rest;
}
