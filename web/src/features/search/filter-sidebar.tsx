import { useId, useState } from 'react';
import { PRICE_BUCKETS } from '../../../../src/shared/listing-rules.ts';
import { MAX_PAGED_RESULTS } from '../../../../src/shared/search-rules.ts';
import type { Facet, FilterData } from './search-api.ts';
import type { PriceKey, SearchBy, SearchState } from './search-params.ts';
import {
  DEFAULT_CONSECUTIVE,
  SPELLING_LENGTHS,
  START_WITH_MAX_DIGITS,
  setFindABlock,
  setOwnership,
} from './search-params.ts';
import type { ChangeOptions } from './use-search-state.ts';

/** Spec 2: filter lists show 11 entries before Show More. */
export const FILTER_LIST_PREVIEW = 11;

type ListKey = 'city' | 'category' | 'pattern' | 'vendor';

export interface FilterSidebarProps {
  draft: SearchState;
  change: (update: (draft: SearchState) => SearchState, options?: ChangeOptions) => void;
  filterData: FilterData | undefined;
  /** Said when the counts were made earlier (a tally or a remembered count), e.g. "counted 3 minutes ago". */
  countsNote?: string | null;
  isEmployee: boolean;
}

/** The filters of spec 2; lists and counts come from the answer's filterData. */
export function FilterSidebar({ draft, change, filterData, countsNote, isEmployee }: FilterSidebarProps) {
  const toggleIn = (key: ListKey, value: string, checked: boolean) =>
    change((current) => ({
      ...current,
      [key]: checked ? [...current[key], value] : current[key].filter((item) => item !== value),
    }));
  const flag = (key: 'getItNow' | 'recentlyAdded' | 'isOnSale' | 'nearby') => (checked: boolean) =>
    change((current) => ({ ...current, [key]: checked }));

  return (
    <div className="filters">
      {filterData?.countsPartial && (
        <p className="filters__note">
          Counts cover the first {MAX_PAGED_RESULTS.toLocaleString('en-US')} matching numbers.
        </p>
      )}
      {countsNote && <p className="filters__note">{countsNote}</p>}
      <fieldset className="filters__group">
        <legend>Show</legend>
        <Check
          label="For sale only"
          checked={draft.saleOnly}
          onChange={(checked) => change((current) => setOwnership(current, 'saleOnly', checked))}
        />
        <Check
          label="For licence only"
          checked={draft.licenseOnly}
          onChange={(checked) => change((current) => setOwnership(current, 'licenseOnly', checked))}
        />
        <Check label="Get it now: within 2 hours" checked={draft.getItNow} onChange={flag('getItNow')} />
        <Check
          label="Recently added (last 14 days)"
          checked={draft.recentlyAdded}
          onChange={flag('recentlyAdded')}
        />
        <Check label="On sale" checked={draft.isOnSale} onChange={flag('isOnSale')} />
        {draft.type === 'local' && /^\d{3}$/.test(draft.npa) && (
          <Check
            label={`Nearby: within 25 miles of ${draft.npa}`}
            checked={draft.nearby}
            onChange={flag('nearby')}
          />
        )}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Price</legend>
        {PRICE_BUCKETS.map((bucket) => (
          <Check
            key={bucket.key}
            label={bucket.label}
            count={filterData?.prices.find((facet) => facet.value === bucket.key)?.count}
            checked={draft.price.includes(bucket.key as PriceKey)}
            onChange={(checked) =>
              change((current) => ({
                ...current,
                price: checked
                  ? [...current.price, bucket.key as PriceKey]
                  : current.price.filter((key) => key !== bucket.key),
              }))
            }
          />
        ))}
      </fieldset>

      <FindABlock draft={draft} change={change} groups={filterData?.groups ?? []} />

      <DigitsFilters draft={draft} change={change} />

      <FacetList
        legend="City"
        facets={filterData?.city ?? []}
        selected={draft.city}
        onToggle={(value, checked) => toggleIn('city', value, checked)}
      />
      <FacetList
        legend="Categories"
        facets={filterData?.categories ?? []}
        selected={draft.category}
        onToggle={(value, checked) => toggleIn('category', value, checked)}
      />
      <FacetList
        legend="Patterns"
        facets={filterData?.patterns ?? []}
        selected={draft.pattern}
        onToggle={(value, checked) => toggleIn('pattern', value, checked)}
      />
      {isEmployee && (
        <FacetList
          legend="Vendors"
          facets={filterData?.vendors ?? []}
          selected={draft.vendor}
          onToggle={(value, checked) => toggleIn('vendor', value, checked)}
        />
      )}
    </div>
  );
}

function FindABlock({
  draft,
  change,
  groups,
}: Pick<FilterSidebarProps, 'draft' | 'change'> & { groups: readonly Facet[] }) {
  const countId = useId();
  const on = draft.consecutive !== null;
  const [countText, setCountText] = useState<string | null>(null);
  return (
    <fieldset className="filters__group">
      <legend>Find a block</legend>
      <Check
        label="Consecutive numbers"
        checked={on}
        onChange={(checked) => {
          setCountText(null);
          change((current) => setFindABlock(current, checked));
        }}
      />
      {on && (
        <div className="field">
          <label className="field__label" htmlFor={countId}>
            How many in a row
          </label>
          <input
            id={countId}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={2}
            max={100}
            value={countText ?? String(draft.consecutive ?? DEFAULT_CONSECUTIVE)}
            onChange={(event) => {
              const text = event.target.value;
              setCountText(text);
              const count = Number(text);
              // Spec 2: a count below 2 is ignored.
              if (Number.isInteger(count) && count >= 2 && count <= 100) {
                change((current) => ({ ...current, consecutive: count }), { debounce: true });
              }
            }}
            onBlur={() => setCountText(null)}
          />
        </div>
      )}
      {groups.length > 0 && (
        <ul className="filters__blocks" aria-label="Blocks on offer">
          {groups.map((group) => {
            const size = Number(group.value);
            return (
              <li key={group.value}>
                <button
                  type="button"
                  className="link-button"
                  aria-pressed={draft.consecutive === size}
                  onClick={() => {
                    setCountText(null);
                    change((current) => ({ ...setFindABlock(current, true), consecutive: size }));
                  }}
                >
                  {group.label}
                </button>{' '}
                <span className="filters__count">
                  ({group.count} {group.count === 1 ? 'block' : 'blocks'})
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

const SEARCH_BY: readonly { value: SearchBy; label: string }[] = [
  { value: 'contains', label: 'Contains' },
  { value: 'startsWith', label: 'Starts with' },
  { value: 'endsWith', label: 'Ends with' },
];

function DigitsFilters({ draft, change }: Pick<FilterSidebarProps, 'draft' | 'change'>) {
  const searchById = useId();
  const startWithId = useId();
  const startWithHintId = useId();
  const lengthId = useId();
  return (
    <fieldset className="filters__group">
      <legend>Digits and words</legend>
      <div className="field">
        <label className="field__label" htmlFor={searchById}>
          Digits you typed
        </label>
        <select
          id={searchById}
          className="field__input"
          value={draft.searchBy ?? 'contains'}
          onChange={(event) =>
            change((current) => ({
              ...current,
              searchBy: event.target.value === 'contains' ? null : (event.target.value as SearchBy),
            }))
          }
        >
          {SEARCH_BY.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={startWithId}>
          Number starts with
        </label>
        <input
          id={startWithId}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={START_WITH_MAX_DIGITS}
          aria-describedby={startWithHintId}
          value={draft.startWith}
          onChange={(event) => {
            const startWith = event.target.value.replace(/\D/g, '').slice(0, START_WITH_MAX_DIGITS);
            change((current) => ({ ...current, startWith }), { debounce: true });
          }}
        />
        <p id={startWithHintId} className="field__hint">
          Up to {START_WITH_MAX_DIGITS} digits after the area code.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={lengthId}>
          Spelled word length
        </label>
        <select
          id={lengthId}
          className="field__input"
          value={draft.spellingLength ?? ''}
          onChange={(event) =>
            change((current) => ({
              ...current,
              spellingLength: event.target.value ? Number(event.target.value) : null,
            }))
          }
        >
          <option value="">Any</option>
          {SPELLING_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {length} letters
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

interface FacetListProps {
  legend: string;
  facets: readonly Facet[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/** A checkbox list: 11 entries, then Show More. Chosen values stay listed even when the answer lacks them. */
function FacetList({ legend, facets, selected, onToggle }: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const missing = selected
    .filter((value) => !facets.some((facet) => facet.value === value))
    .map((value) => ({ value, label: value, count: undefined }));
  const entries: { value: string; label: string; count: number | undefined }[] = [...missing, ...facets];
  if (entries.length === 0) return null;
  const shown = expanded ? entries : entries.slice(0, FILTER_LIST_PREVIEW);
  return (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      <div id={listId}>
        {shown.map((entry) => (
          <Check
            key={entry.value}
            label={entry.label}
            count={entry.count}
            checked={selected.includes(entry.value)}
            onChange={(checked) => onToggle(entry.value, checked)}
          />
        ))}
      </div>
      {entries.length > FILTER_LIST_PREVIEW && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </fieldset>
  );
}

interface CheckProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  count?: number | undefined;
}

function Check({ label, checked, onChange, count }: CheckProps) {
  return (
    <label className="checkbox-row filters__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
      {count !== undefined && <span className="filters__count">({count})</span>}
    </label>
  );
}
