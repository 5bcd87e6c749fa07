import { Link } from 'react-router';
import { BUY_NOW_LIMIT_CENTS, isBulkAddable } from '../../../../src/shared/listing-rules.ts';
import { PIG_PICK_SECTION } from '../../../../src/shared/search-rules.ts';
import { approximateTotalText } from './counts-wording.ts';
import { type BasketProblem, Listing } from './listing.tsx';
import { NoResults } from './no-results.tsx';
import type { SearchNumber, SearchResult } from './search-api.ts';
import { SearchPager } from './search-pager.tsx';
import type { SearchState } from './search-params.ts';
import { enterPagedMode, savedSearchCriteria } from './search-params.ts';

/** Spec 2, section 9: "section six of eight shows a show-all link". */
const SHOW_ALL_AFTER_SECTION = 6;

export interface BulkSelection {
  selected: ReadonlySet<string>;
  toggle: (tn: string, selected: boolean) => void;
  /** Numbers already in the basket: not selectable (spec 2, bulk add). */
  inBasket: ReadonlySet<string>;
}

export interface SearchResultsProps {
  answer: SearchResult;
  /** The search the answer is for. */
  searched: SearchState;
  isEmployee: boolean;
  salesEmail: string;
  hrefFor: (state: SearchState) => string;
  contactAgentHref: (tn: string) => string;
  makeOfferHref: (tn: string) => string;
  /** A page by its first result; `after` is the answer's cursor when it is the next page (else ''). */
  onSkip: (skip: number, after: string) => void;
  bulk: BulkSelection | null;
  onBasketProblem?: (problem: BasketProblem) => void;
}

/** How many numbers an answer holds, for the polite announcement. */
export function foundCount(answer: SearchResult): number {
  return answer.style === 'more' ? answer.total : answer.data.length;
}

export function foundText(count: number): string {
  return `${count} ${count === 1 ? 'number' : 'numbers'} found`;
}

/** The answer in its style: the inviting empty state, one exact number, pages, or named sections. */
export function SearchResults(props: SearchResultsProps) {
  const { answer, searched } = props;
  const buyNowLimitCents = answer.filterData?.buyNowLimit ?? BUY_NOW_LIMIT_CENTS;

  const listing = (number: SearchNumber) => {
    const selectable = isBulkAddable(
      { tn: number.tn, priceCents: number.price },
      { buyNowLimitCents, ...(props.bulk ? { inBasket: props.bulk.inBasket } : {}) },
    );
    return (
      <li key={number.tn}>
        <Listing
          number={number}
          buyNowLimitCents={buyNowLimitCents}
          isEmployee={props.isEmployee}
          contactAgentHref={props.contactAgentHref}
          makeOfferHref={props.makeOfferHref}
          onBasketProblem={props.onBasketProblem}
          selection={
            props.bulk
              ? {
                  selected: props.bulk.selected.has(number.tn),
                  selectable,
                  onChange: (selected) => props.bulk?.toggle(number.tn, selected),
                }
              : undefined
          }
        />
      </li>
    );
  };

  if (answer.style === 'noCriteria') {
    return (
      <div className="search-invite card">
        <h2>Find your number</h2>
        <p>Pick an area code or a state, or type a word such as CARS, to see the numbers we have.</p>
      </div>
    );
  }

  if (answer.style === 'fqtn') {
    const [number] = answer.data;
    return number ? (
      <>
        <h2 className="visually-hidden">Search results</h2>
        <ul className="listing-grid" aria-label="Search results">
          {listing(number)}
        </ul>
      </>
    ) : (
      <p className="search-gone card">Sorry, this number is no longer available.</p>
    );
  }

  if (answer.data.length === 0) {
    return (
      <NoResults
        saleOnly={searched.saleOnly}
        search={savedSearchCriteria(searched)}
        salesEmail={props.salesEmail}
      />
    );
  }

  if (answer.style === 'more') {
    const approximate = approximateTotalText(answer, new Date());
    return (
      <>
        {approximate && <p className="search-counted">{approximate}</p>}
        <RefineNote hint={answer.refineHint} />
        <h2 className="visually-hidden">Search results</h2>
        <ul className="listing-grid" aria-label="Search results">
          {answer.data.map(listing)}
        </ul>
        <SearchPager
          total={answer.total}
          skip={answer.skip}
          limit={answer.limit}
          onSkip={(skip) =>
            props.onSkip(skip, skip === answer.skip + answer.limit ? (answer.next ?? '') : '')
          }
        />
        <p>
          <Link to={props.hrefFor({ ...searched, moreResults: false, skip: 0 })}>Back to sections</Link>
        </p>
      </>
    );
  }

  const sections = sectionsOf(answer.data);
  const showAll = (
    <p className="search-show-all">
      <Link className="button" to={props.hrefFor(enterPagedMode(searched))}>
        More results
      </Link>
    </p>
  );
  return (
    <>
      <RefineNote hint={answer.refineHint} />
      {sections.map(([name, numbers], index) => (
        <section
          key={name}
          className={name === PIG_PICK_SECTION ? 'search-section search-section--promoted' : 'search-section'}
          aria-labelledby={sectionId(index)}
        >
          <h2 id={sectionId(index)}>{name}</h2>
          <ul className="listing-grid" aria-label={name}>
            {numbers.map(listing)}
          </ul>
          {index === SHOW_ALL_AFTER_SECTION - 1 && sections.length > SHOW_ALL_AFTER_SECTION && (
            <p className="search-show-all">
              <Link to={props.hrefFor(enterPagedMode(searched))}>Show all</Link>
            </p>
          )}
        </section>
      ))}
      {showAll}
    </>
  );
}

const sectionId = (index: number) => `search-section-${index}`;

/** The server's hint to narrow a search: more matched than can be paged, or than a word search gathers. */
function RefineNote({ hint }: { hint: string | null }) {
  if (!hint) return null;
  return (
    <p className="search-refine" role="note">
      {hint}
    </p>
  );
}

/** Sections in the order the server sent them; each item names its section. */
function sectionsOf(numbers: readonly SearchNumber[]): [string, SearchNumber[]][] {
  const sections = new Map<string, SearchNumber[]>();
  for (const number of numbers) {
    const name = number.sectionName ?? 'Numbers';
    const section = sections.get(name);
    if (section) section.push(number);
    else sections.set(name, [number]);
  }
  return [...sections];
}
