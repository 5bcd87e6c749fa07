import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';

/** What a person types in the filter (any NANP form) as the API's E.164 number; other text as typed. */
const tnFilterOf = (text: string) => PhoneNumber.tryParse(text.trim())?.toString() ?? text.trim();

/** The broker list's phone-number filter from the URL's `?tn=` (the listing links use it), as the API wants it. */
export function useTnFilter(): string {
  const [searchParams] = useSearchParams();
  return tnFilterOf(searchParams.get('tn') ?? '');
}

/**
 * The toolbar of the broker lists (Offers, Licenses): a phone-number filter kept in `?tn=` and a Download
 * button for the list's CSV ('Download request failed' when it fails).
 */
export function TnFilterToolbar({
  label,
  download,
}: {
  /** The form's accessible name, e.g. 'Filter offers'. */
  label: string;
  download: (tn: string, today: Date) => Promise<void>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState(searchParams.get('tn') ?? '');
  const tn = useTnFilter();
  const dialogs = useDialogs();

  function filter(event: FormEvent) {
    event.preventDefault();
    setSearchParams(typed.trim() ? { tn: typed.trim() } : {});
  }

  return (
    <div className="negotiations__toolbar">
      <form className="negotiations__filter" aria-label={label} onSubmit={filter}>
        <label>
          Phone number{' '}
          <input
            type="search"
            inputMode="tel"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>{' '}
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <button
        type="button"
        className="button"
        onClick={() => download(tn, new Date()).catch(() => dialogs.error('Download request failed'))}
      >
        Download
      </button>
    </div>
  );
}
