import { useId, useState } from 'react';
import { DataTable } from '../../ui/data-table.tsx';
import type { TelephoneNumber } from './change-brand-api.ts';

/** Spec 2: "Convert-brand search box when more than 5 numbers". */
export const SEARCH_FROM = 6;

/** The account's numbers with a checkbox each, select-all over those shown, and a search box for long lists. */
export function NumberPicker({
  numbers,
  selected,
  onChange,
}: {
  numbers: TelephoneNumber[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = numbers.filter((number) => matches(number, search));
  const allShownSelected = shown.length > 0 && shown.every((number) => selected.has(number.tn));

  function toggle(tn: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(tn);
    else next.delete(tn);
    onChange(next);
  }

  function toggleShown(on: boolean) {
    const next = new Set(selected);
    for (const number of shown) {
      if (on) next.add(number.tn);
      else next.delete(number.tn);
    }
    onChange(next);
  }

  return (
    <>
      {numbers.length >= SEARCH_FROM && (
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            Search numbers
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            value={search}
            placeholder="Number or nickname"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p>No numbers match your search.</p>
      ) : (
        <DataTable
          label="Numbers to convert"
          head={
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={allShownSelected}
                  onChange={(event) => toggleShown(event.target.checked)}
                />
              </th>
              <th scope="col">Number</th>
              <th scope="col">Nickname</th>
              <th scope="col">Plan</th>
            </tr>
          }
        >
          {shown.map((number) => (
            <tr key={number.tn}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Convert ${number.humanTn}`}
                  checked={selected.has(number.tn)}
                  onChange={(event) => toggle(number.tn, event.target.checked)}
                />
              </td>
              <th scope="row">{number.humanTn}</th>
              <td>{number.nickname}</td>
              <td>{number.plan.name}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

function matches(number: TelephoneNumber, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const digits = text.replace(/\D/g, '');
  return (
    (digits !== '' && number.tn.includes(digits)) ||
    number.humanTn.toLowerCase().includes(text) ||
    number.nickname.toLowerCase().includes(text)
  );
}
