import { ValidationError } from '../../../shared/domain-error.ts';

/** A nickname fits the column (messaging.account_number.nickname is 100 characters). */
export const NICKNAME_MAX = 100;

// C0 and C1 control characters (tabs and line breaks too): a nickname is one line of text.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** The nickname as stored: trimmed; empty clears it. Throws 400 with `errors.nickname` otherwise. */
export function checkedNickname(text: string): string {
  const nickname = text.trim();
  const problem = nicknameProblem(nickname);
  if (problem)
    throw new ValidationError('messaging.invalid_nickname', problem, { errors: { nickname: problem } });
  return nickname;
}

/** Why a (trimmed) nickname is refused, or null; shared with the page's inline edit. */
export function nicknameProblem(nickname: string): string | null {
  if (nickname.length > NICKNAME_MAX) return `A nickname is at most ${NICKNAME_MAX} characters.`;
  if (CONTROL_CHARACTERS.test(nickname)) return 'A nickname cannot contain control characters.';
  return null;
}
