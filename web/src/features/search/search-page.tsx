import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hasStatus } from '../../api/api-error.ts';
import { useBasketTns } from '../../api/basket.ts';
import { useProfile } from '../../api/profile.ts';
import { brandSearchLinks } from './brand-links.ts';
import { ContactAgentDialog } from './contact-agent-dialog.tsx';
import { contactAgentRequestIn, openContactAgent, withoutContactAgent } from './contact-agent-link.ts';
import { approximateFacetsText } from './counts-wording.ts';
import { FilterSidebar } from './filter-sidebar.tsx';
import type { BasketProblem } from './listing.tsx';
import { makeOfferTnIn, openMakeOffer, withoutMakeOffer } from './make-offer-link.ts';
import type { SearchResult } from './search-api.ts';
import { searchNumbersQuery } from './search-api.ts';
import { HelpDialog } from './search-dialogs.tsx';
import { SearchForm } from './search-form.tsx';
import type { SearchSort } from './search-params.ts';
import { effectiveSort, SEARCH_PAGE_SIZES, SORT_OPTIONS, toApiQuery } from './search-params.ts';
import { foundCount, foundText, SearchResults } from './search-results.tsx';
import { useBulkAdd } from './use-bulk-add.ts';
import { useRevealWait } from './use-reveal-wait.ts';
import { useSearchState } from './use-search-state.ts';
import './search.css';

const NO_SELECTION = { key: '', tns: new Set<string>() };

/** The answer without the numbers the basket found gone (spec 2: code 410 removes the number from results). */
function withoutGone(answer: SearchResult, gone: ReadonlySet<string>): SearchResult {
  if (gone.size === 0 || answer.style === 'noCriteria') return answer;
  return { ...answer, data: answer.data.filter((number) => !gone.has(number.tn)) };
}

/** The offers feature's make-offer dialog; the app passes it in (web features do not import each other). */
export type OfferDialogComponent = ComponentType<{ tn: string; onClose: () => void }>;

/**
 * /search (spec 2): the form and filters edit the URL; the URL is what is searched and shown. A negotiable
 * number's Make Offer opens `OfferDialog` over the results (`?makeOffer=`).
 */
export function SearchPage({ OfferDialog }: { OfferDialog?: OfferDialogComponent }) {
  const profile = useProfile();
  const isEmployee = Boolean(profile.isEmployee);
  const location = useLocation();
  const navigate = useNavigate();
  const { committed, draft, change, hrefFor, hrefWith } = useSearchState();
  const apiQuery = useMemo(() => toApiQuery(committed, profile.basketUuid), [committed, profile.basketUuid]);
  const search = useQuery(searchNumbersQuery(apiQuery));
  const links = brandSearchLinks(profile.brandingId);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [bulkOn, setBulkOn] = useState(false);
  const [selection, setSelection] = useState<{ key: string; tns: ReadonlySet<string> }>(NO_SELECTION);
  const sortId = useId();
  const sizeId = useId();
  const contactAgent = contactAgentRequestIn(location.search);
  const makeOfferTn = OfferDialog ? makeOfferTnIn(location.search) : null;
  const [goneTns, setGoneTns] = useState<ReadonlySet<string>>(new Set());
  const [basketNotice, setBasketNotice] = useState<BasketProblem | null>(null);
  function onBasketProblem(problem: BasketProblem) {
    if (problem.gone) setGoneTns((previous) => new Set(previous).add(problem.tn));
    setBasketNotice(problem);
  }

  const queryKey = searchNumbersQuery(apiQuery).queryKey.join('|');
  const waitingToReveal = useRevealWait(queryKey);
  const answer = search.data;
  // Placeholder data is the previous search's answer, kept on screen (dimmed) while this one loads.
  const current = search.isPlaceholderData ? undefined : answer;
  const holdingSections = current?.style === 'regular' && waitingToReveal;
  const searching = (search.isFetching && (search.isPlaceholderData || !answer)) || holdingSections;
  const announcement = searching
    ? 'Searching…'
    : current && current.style !== 'noCriteria'
      ? foundText(foundCount(current))
      : '';

  const inBasket = useBasketTns();
  const bulkAdd = useBulkAdd(onBasketProblem, () => setSelection(NO_SELECTION));

  // A selection belongs to one search: a new search starts with none.
  const selected = selection.key === queryKey ? selection.tns : NO_SELECTION.tns;
  function toggleSelected(tn: string, on: boolean) {
    setSelection((previous) => {
      const next = new Set(previous.key === queryKey ? previous.tns : []);
      if (on) next.add(tn);
      else next.delete(tn);
      return { key: queryKey, tns: next };
    });
  }

  const closeDialog = (without: (search: string) => string) => () =>
    navigate({ pathname: location.pathname, search: without(location.search) }, { replace: true });

  return (
    <section className="page search-page">
      <h1>Search numbers</h1>
      <SearchForm draft={draft} change={change} onHelp={() => setHelpOpen(true)} />

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <div className="search-layout">
        <aside className="search-layout__filters" aria-label="Filters">
          <button
            type="button"
            className="button button--block search-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Filters
          </button>
          <div id="search-filters" className={filtersOpen ? 'search-filters is-open' : 'search-filters'}>
            <FilterSidebar
              draft={draft}
              change={change}
              filterData={answer?.filterData}
              countsNote={answer ? approximateFacetsText(answer, new Date()) : null}
              isEmployee={isEmployee}
            />
          </div>
        </aside>

        <div className="search-layout__results">
          <div className="search-toolbar" hidden={answer?.style === 'noCriteria'}>
            <div className="search-toolbar__field">
              <label htmlFor={sortId}>Sort</label>
              <select
                id={sortId}
                value={effectiveSort(draft)}
                onChange={(event) =>
                  change((state) => ({ ...state, sort: event.target.value as SearchSort }))
                }
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="search-toolbar__field">
              <label htmlFor={sizeId}>Results per page</label>
              <select
                id={sizeId}
                value={draft.limit}
                onChange={(event) => change((state) => ({ ...state, limit: Number(event.target.value) }))}
              >
                {SEARCH_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            {isEmployee && (
              <div className="search-toolbar__bulk">
                <label className="checkbox-row">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={bulkOn}
                    checked={bulkOn}
                    onChange={(event) => {
                      setBulkOn(event.target.checked);
                      setSelection(NO_SELECTION);
                    }}
                  />
                  Bulk add
                </label>
                {bulkOn && (
                  <button
                    type="button"
                    className="button"
                    disabled={selected.size === 0 || bulkAdd.adding}
                    aria-busy={bulkAdd.adding}
                    onClick={() => void bulkAdd.addAll([...selected])}
                  >
                    Add {selected.size} selected to cart
                  </button>
                )}
              </div>
            )}
          </div>

          <div className="search-results" aria-busy={searching}>
            {searching && (
              <div className="search-progress" aria-hidden="true">
                <span className="search-progress__bar" />
                <span className="search-progress__text">Searching for numbers…</span>
              </div>
            )}
            {search.isError && !searching && (
              <div className="form-error" role="alert">
                <p>
                  {hasStatus(search.error, 400, 403, 429)
                    ? search.error.message
                    : 'The search did not complete.'}
                </p>
                <button type="button" className="button" onClick={() => void search.refetch()}>
                  Try again
                </button>
              </div>
            )}
            {basketNotice && (
              <div className="form-error search-notice" role="alert">
                <p>{basketNotice.message}</p>
                <button type="button" className="button" onClick={() => setBasketNotice(null)}>
                  Dismiss
                </button>
              </div>
            )}
            {answer && !holdingSections && (
              <div className={search.isPlaceholderData ? 'search-results__stale' : undefined}>
                <SearchResults
                  answer={withoutGone(answer, goneTns)}
                  onBasketProblem={onBasketProblem}
                  searched={committed}
                  isEmployee={isEmployee}
                  salesEmail={profile.brand.salesEmail}
                  hrefFor={hrefFor}
                  contactAgentHref={(tn) => hrefWith((params) => openContactAgent(params, tn))}
                  makeOfferHref={(tn) => hrefWith((params) => openMakeOffer(params, tn))}
                  onSkip={(skip, after) => change((state) => ({ ...state, skip, after }), { keepSkip: true })}
                  bulk={isEmployee && bulkOn ? { selected, toggle: toggleSelected, inBasket } : null}
                />
              </div>
            )}
          </div>
        </div>
      </div>

      <nav className="search-brand-links" aria-label="Terms and warehousing">
        <Link to={links.terms.to}>{links.terms.label}</Link>
        <Link to={links.warehousing.to}>{links.warehousing.label}</Link>
      </nav>

      {helpOpen && <HelpDialog onClose={() => setHelpOpen(false)} />}
      {contactAgent && (
        <ContactAgentDialog
          tn={contactAgent.tn}
          type={contactAgent.type}
          onClose={closeDialog(withoutContactAgent)}
        />
      )}
      {OfferDialog && makeOfferTn && <OfferDialog tn={makeOfferTn} onClose={closeDialog(withoutMakeOffer)} />}
    </section>
  );
}
