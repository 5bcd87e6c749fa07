import {
  ALLOWED_PERCENTAGES,
  BOOLEAN_FIELDS,
  type EditableField,
  FIELD_LABELS,
  formOf,
  type ListingRow as Listing,
  MONEY_FIELDS,
  PERCENT_FIELDS,
  type RowForm,
} from './listing-draft.ts';
import type { SaveJobStatus } from './save-run.ts';

export interface ListingRowProps {
  listing: Listing;
  /** The row's pending edit, if any. */
  form: RowForm | undefined;
  errors: Partial<Record<EditableField, string>> | undefined;
  /** Rows are selected: row forms are disabled (spec 3). */
  formsDisabled: boolean;
  selected: boolean;
  /** Select all pages is on: single rows cannot be (un)selected. */
  selectionDisabled: boolean;
  saveStatus: SaveJobStatus | undefined;
  infoOpen: boolean;
  dataOpen: boolean;
  isEmployee: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (form: RowForm) => void;
  onToggleInfo: () => void;
  onToggleData: () => void;
  onSpelling: () => void;
}

const SAVE_STATUS_TEXT: Record<SaveJobStatus, string> = {
  new: 'Waiting',
  processing: 'Saving…',
  completed: 'Saved',
  failed: 'Failed',
};

/** One listing with its inline edits: dollars without symbol, booleans, the allowed percentages. */
export function ListingRow(props: ListingRowProps) {
  const { listing, formsDisabled, isEmployee } = props;
  const form = props.form ?? formOf(listing);
  const name = listing.formattedTn ?? listing.tn;
  const set = <F extends EditableField>(field: F, value: RowForm[F]) =>
    props.onChange({ ...form, [field]: value });
  const errorOf = (field: EditableField) => props.errors?.[field];
  const errorIdOf = (field: EditableField) => (errorOf(field) ? `${listing.tn}-${field}-error` : undefined);

  return (
    <tr className={props.form ? 'listing-row listing-row--edited' : 'listing-row'}>
      <td>
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={props.selected}
          disabled={props.selectionDisabled}
          onChange={(event) => props.onSelect(event.target.checked)}
        />
      </td>
      <th scope="row">
        {name}
        {listing.type === 'offnet' && <span className="listing-row__tag">Off network</span>}
        {listing.needsVerification && <span className="listing-row__tag">Needs verification</span>}
        {listing.isOnSale && <span className="listing-row__tag">On sale</span>}
      </th>
      {BOOLEAN_FIELDS.slice(0, 1).map((field) => (
        <td key={field}>
          <input
            type="checkbox"
            aria-label={`${FIELD_LABELS[field]}: ${name}`}
            checked={form[field]}
            disabled={formsDisabled}
            onChange={(event) => set(field, event.target.checked)}
          />
        </td>
      ))}
      {MONEY_FIELDS.slice(0, 2).map((field) => (
        <MoneyCell key={field} field={field} {...{ form, name, formsDisabled, set, errorOf, errorIdOf }} />
      ))}
      {BOOLEAN_FIELDS.slice(1).map((field) => (
        <td key={field}>
          <input
            type="checkbox"
            aria-label={`${FIELD_LABELS[field]}: ${name}`}
            checked={form[field]}
            disabled={formsDisabled}
            onChange={(event) => set(field, event.target.checked)}
          />
        </td>
      ))}
      {MONEY_FIELDS.slice(2).map((field) => (
        <MoneyCell key={field} field={field} {...{ form, name, formsDisabled, set, errorOf, errorIdOf }} />
      ))}
      {PERCENT_FIELDS.map((field) => (
        <td key={field}>
          <select
            aria-label={`${FIELD_LABELS[field]}: ${name}`}
            value={form[field]}
            disabled={formsDisabled}
            onChange={(event) => set(field, Number(event.target.value))}
          >
            {ALLOWED_PERCENTAGES[field].map((value) => (
              <option key={value} value={value}>
                {value}%
              </option>
            ))}
          </select>
        </td>
      ))}
      <td>
        <button type="button" className="link-button" disabled={formsDisabled} onClick={props.onSpelling}>
          {listing.spelling ? listing.spelling.toUpperCase() : 'Add spelling'}
          <span className="visually-hidden"> for {name}</span>
        </button>
        {listing.pendingSpelling && (
          <span className="listing-row__tag">{listing.pendingSpelling.toUpperCase()} (pending)</span>
        )}
      </td>
      <td>
        <button
          type="button"
          className="link-button"
          aria-expanded={props.infoOpen}
          onClick={props.onToggleInfo}
        >
          {props.infoOpen ? 'Hide info' : 'Info'}
          <span className="visually-hidden"> for {name}</span>
        </button>
        {isEmployee && (
          <button
            type="button"
            className="link-button"
            aria-expanded={props.dataOpen}
            onClick={props.onToggleData}
          >
            {props.dataOpen ? 'Hide data' : 'Show data'}
            <span className="visually-hidden"> of {name}</span>
          </button>
        )}
      </td>
      <td aria-live="polite">{props.saveStatus ? SAVE_STATUS_TEXT[props.saveStatus] : ''}</td>
    </tr>
  );
}

interface MoneyCellProps {
  field: (typeof MONEY_FIELDS)[number];
  form: RowForm;
  name: string;
  formsDisabled: boolean;
  set: (field: (typeof MONEY_FIELDS)[number], value: string) => void;
  errorOf: (field: EditableField) => string | undefined;
  errorIdOf: (field: EditableField) => string | undefined;
}

function MoneyCell({ field, form, name, formsDisabled, set, errorOf, errorIdOf }: MoneyCellProps) {
  const error = errorOf(field);
  return (
    <td>
      <input
        className="listing-row__money"
        inputMode="decimal"
        aria-label={`${FIELD_LABELS[field]}: ${name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorIdOf(field)}
        value={form[field]}
        disabled={formsDisabled}
        onChange={(event) => set(field, event.target.value)}
      />
      {error && (
        <span id={errorIdOf(field)} className="field__error">
          {error}
        </span>
      )}
    </td>
  );
}

/** The header row matching ListingRow's cells. */
export const LISTING_COLUMNS: readonly string[] = [
  'Phone Number',
  FIELD_LABELS.isListed,
  FIELD_LABELS.price,
  FIELD_LABELS.minimumOffer,
  FIELD_LABELS.isNegotiable,
  FIELD_LABELS.isLicensable,
  FIELD_LABELS.licenseOneTimeFee,
  FIELD_LABELS.licenseMonthlyFee,
  FIELD_LABELS.pigPickPercentage,
  FIELD_LABELS.licenseAnnualIncrease,
  'Spelling',
  'Details',
  'Status',
];
