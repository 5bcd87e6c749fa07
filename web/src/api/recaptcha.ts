/**
 * The bot-check token the server expects on login, recovery and the other public forms (spec 1, section 7).
 *
 * No reCAPTCHA site key is configured yet, so this returns the fixed development token that the server's
 * development bot check accepts. It is NOT a real bot check: when a site key exists, this one function
 * loads reCAPTCHA and returns `grecaptcha.execute(siteKey, { action })`; callers already await it.
 */
export async function getRecaptchaToken(_action: RecaptchaAction): Promise<string> {
  return 'dev-recaptcha-token';
}

/** The reCAPTCHA actions the server checks tokens against: sign-in, password recovery and the public forms. */
export type RecaptchaAction = 'login' | 'recover' | 'savedSearch' | 'talkToAgent';
