import { ValidationError } from '../../../shared/domain-error.ts';
import { nicknameProblem } from '../../../shared/number-nickname.ts';

export { NICKNAME_MAX } from '../../../shared/number-nickname.ts';

/** The nickname as stored: trimmed; empty clears it. Throws 400 with `errors.nickname` otherwise. */
export function checkedNickname(text: string): string {
  const nickname = text.trim();
  const problem = nicknameProblem(nickname);
  if (problem)
    throw new ValidationError('messaging.invalid_nickname', problem, { errors: { nickname: problem } });
  return nickname;
}
