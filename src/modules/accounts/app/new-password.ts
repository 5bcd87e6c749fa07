import { COMMON_PASSWORD_TEXT, passwordProblem } from '../../../shared/password-policy.ts';
import { invalidPassword } from '../domain/accounts.errors.ts';
import type { PasswordHasher } from '../ports/secrets.ts';
import type { CommonPasswords } from '../ports/security.ts';

export interface HashNewPasswordDeps {
  passwords: PasswordHasher;
  commonPasswords: CommonPasswords;
}

/** The password policy, one place for sign-up, recovery and profile: the shared rule plus the common list. */
export function makeHashNewPassword({ passwords, commonPasswords }: HashNewPasswordDeps) {
  return async function hashNewPassword(password: string, field = 'password'): Promise<string> {
    const problem = passwordProblem(password);
    if (problem) throw invalidPassword(problem, field);
    if (commonPasswords.isCommon(password)) throw invalidPassword(COMMON_PASSWORD_TEXT, field);
    return passwords.hash(password);
  };
}
