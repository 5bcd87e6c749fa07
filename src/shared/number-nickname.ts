/** A number's nickname (spec 1's telephone number): one rule for the server and the inline edit. */

/** It fits the column (messaging.account_number.nickname is 100 characters). */
export const NICKNAME_MAX = 100;

// Control characters (C0, DEL, C1: tabs and line breaks too): a nickname is one line of text.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Why a (trimmed) nickname is refused, or null. Empty is fine: it clears the nickname. */
export function nicknameProblem(nickname: string): string | null {
  if (nickname.length > NICKNAME_MAX) return `A nickname is at most ${NICKNAME_MAX} characters.`;
  if (CONTROL_CHARACTERS.test(nickname)) return 'A nickname cannot contain control characters.';
  return null;
}
