import type { StateNpa } from './search-api.ts';
import { TOLL_FREE_ANY } from './search-params.ts';

/** Spec 2: the area codes offered for toll free, '8**' meaning any of them. */
export const TOLL_FREE_AREA_CODES: readonly string[] = [
  TOLL_FREE_ANY,
  '800',
  '888',
  '877',
  '866',
  '855',
  '844',
  '833',
];

export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** Countries offered for global numbers; the server defaults to the first. More join this list. */
export const COUNTRIES: readonly Country[] = [{ code: 'GB', name: 'United Kingdom', dialCode: '+44' }];

export interface Choice {
  value: string;
  label: string;
}

/** The state or province an area code belongs to (the first listed: shared codes list their home first). */
export function stateOfNpa(directory: readonly StateNpa[], npa: string): StateNpa | undefined {
  return directory.find((entry) => entry.npas.includes(npa));
}

export function stateByCode(directory: readonly StateNpa[], code: string): StateNpa | undefined {
  return directory.find((entry) => entry.state === code.toUpperCase());
}

/** States whose name starts with the text, or whose code is the text; the exact code first. */
export function matchStates(directory: readonly StateNpa[], text: string): StateNpa[] {
  const typed = text.trim().toLowerCase();
  if (!typed) return [...directory];
  const byCode = directory.filter((entry) => entry.state.toLowerCase() === typed);
  const byName = directory.filter(
    (entry) => entry.name.toLowerCase().startsWith(typed) && !byCode.includes(entry),
  );
  return [...byCode, ...byName];
}

/** The state whose name (or code) is exactly the text. */
export function exactState(directory: readonly StateNpa[], text: string): StateNpa | undefined {
  const typed = text.trim().toLowerCase();
  return directory.find((entry) => entry.name.toLowerCase() === typed || entry.state.toLowerCase() === typed);
}

/**
 * Area codes to offer: toll-free prefixes for toll free; else the chosen state's codes, or every
 * code in the directory, sorted. Filtered to those starting with what was typed.
 */
export function areaCodeChoices(
  directory: readonly StateNpa[],
  options: { tollFree: boolean; state: string; typed: string },
): Choice[] {
  const typed = options.typed.trim();
  if (options.tollFree) {
    return TOLL_FREE_AREA_CODES.filter((code) => code.startsWith(typed)).map((code) => ({
      value: code,
      label: code === TOLL_FREE_ANY ? `${TOLL_FREE_ANY} (any toll-free)` : code,
    }));
  }
  const inState = options.state ? stateByCode(directory, options.state) : undefined;
  const codes = inState
    ? inState.npas
    : [...new Set(directory.flatMap((entry) => entry.npas))].sort((a, b) => a.localeCompare(b));
  return codes
    .filter((code) => code.startsWith(typed))
    .map((code) => {
      const home = inState ?? stateOfNpa(directory, code);
      return { value: code, label: home ? `${code} (${home.state})` : code };
    });
}

/** A complete area code as typed: three digits, or a toll-free choice. */
export function isCompleteAreaCode(text: string, tollFree: boolean): boolean {
  return tollFree ? TOLL_FREE_AREA_CODES.includes(text) : /^\d{3}$/.test(text);
}
