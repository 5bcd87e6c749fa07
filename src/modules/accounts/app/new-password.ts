import { COMMON_PASSWORD_TEXT, passwordProblem } from '../../../shared/password-policy.ts';
import { invalidPassword } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './deps.ts';

/** The password policy, one place for sign-up, recovery and profile: the shared rule plus the common list. */
export function makeHashNewPassword({
  passwords,
  commonPasswords,
}: Pick<AccountsDeps, 'passwords' | 'commonPasswords'>) {
  return async function hashNewPassword(password: string, field = 'password'): Promise<string> {
    const problem = passwordProblem(password);
    if (problem) throw invalidPassword(problem, field);
    if (commonPasswords.isCommon(password)) throw invalidPassword(COMMON_PASSWORD_TEXT, field);
    return passwords.hash(password);
  };
}
