// A broker's vanity spelling of a listed number (spec 3 section 1): letters a-z and hyphens, at most 2 hyphens,
// and the letters must dial the number's last digits on a phone keypad. The Listings screen checks it as the
// broker types; the server checks it again and refuses profanity too (catalog's filter). docs/adr/0056.
import { lettersToDigits } from './phone-number.ts';

export const MAX_SPELLING_HYPHENS = 2;
/** A North American number has 10 digits after the country code. */
export const MAX_SPELLING_LETTERS = 10;

export const SPELLING_MESSAGES = Object.freeze({
  empty: 'Enter a spelling.',
  characters: 'A spelling may use only the letters a-z and hyphens.',
  hyphens: `A spelling may have at most ${MAX_SPELLING_HYPHENS} hyphens.`,
  hyphenPlacement: 'A spelling cannot start or end with a hyphen or have two hyphens in a row.',
  tooLong: `A spelling can have at most ${MAX_SPELLING_LETTERS} letters.`,
  noMatch: "The spelling's letters must match the number's last digits on a phone keypad.",
  profane: 'This spelling is not allowed.',
  unchanged: 'This is already the spelling of this number.',
  alreadyDecided: 'This spelling request was already decided.',
});

/** The spelling as stored and compared: trimmed, lower case. */
export function normaliseSpelling(spelling: string): string {
  return spelling.trim().toLowerCase();
}

/**
 * Why the spelling cannot be requested for the number (E.164 or any dialled form), or null when it can.
 * Profanity is the server's check (the word lists stay there).
 */
export function vanitySpellingError(tn: string, spelling: string): string | null {
  const text = normaliseSpelling(spelling);
  if (text === '') return SPELLING_MESSAGES.empty;
  if (!/^[a-z-]+$/.test(text)) return SPELLING_MESSAGES.characters;
  if ((text.match(/-/g) ?? []).length > MAX_SPELLING_HYPHENS) return SPELLING_MESSAGES.hyphens;
  if (text.startsWith('-') || text.endsWith('-') || text.includes('--'))
    return SPELLING_MESSAGES.hyphenPlacement;
  const letters = text.replaceAll('-', '');
  if (letters.length > MAX_SPELLING_LETTERS) return SPELLING_MESSAGES.tooLong;
  const digits = tn.replace(/\D/g, '');
  if (!digits.endsWith(lettersToDigits(letters))) return SPELLING_MESSAGES.noMatch;
  return null;
}

/** The number as a vanity spelling shows it: '+18003569377' with 'flowers' -> '1-800-FLOWERS'. */
export function spelledNumber(tn: string, spelling: string): string {
  const digits = tn.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const letters = normaliseSpelling(spelling).replaceAll('-', '');
  const head = national.slice(0, national.length - letters.length);
  const prefix =
    national.length === 10 ? `1-${head.slice(0, 3)}${head.length > 3 ? `-${head.slice(3)}` : ''}` : head;
  return `${prefix}-${normaliseSpelling(spelling).toUpperCase()}`;
}
