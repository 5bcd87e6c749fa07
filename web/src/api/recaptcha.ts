import { type BotCheckAction, SIMULATED_BOT_CHECK_TOKEN } from '../../../src/shared/bot-check-actions.ts';
import { api, unwrap } from './client.ts';

/** The reCAPTCHA actions of spec 2; the server checks each token was made for its action. */
export type RecaptchaAction = BotCheckAction;

/** The part of Google's reCAPTCHA v3 API the page uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface RecaptchaDeps {
  /** The site key the server is configured with (GET /api/client-config); null runs the simulator. */
  siteKey(): Promise<string | null>;
  /** Loads reCAPTCHA v3 for the key and answers its API once the script has run. */
  load(siteKey: string): Promise<Grecaptcha>;
}

/**
 * A fresh bot-check token per action (spec 2: before search, port check, payment, login, recovery, make
 * offer and talk to agent). With a site key configured the page loads reCAPTCHA v3 once and asks it for a
 * token each time; without one it sends the token the server's simulator accepts.
 */
export function createRecaptcha(deps: RecaptchaDeps) {
  let siteKey: Promise<string | null> | undefined;
  let grecaptcha: Promise<Grecaptcha> | undefined;
  return async function getRecaptchaToken(action: RecaptchaAction): Promise<string> {
    siteKey ??= deps.siteKey().catch((error: unknown) => {
      siteKey = undefined; // ask again next time rather than remember a failed answer
      throw error;
    });
    const key = await siteKey;
    if (!key) return SIMULATED_BOT_CHECK_TOKEN;
    grecaptcha ??= deps.load(key).catch((error: unknown) => {
      grecaptcha = undefined;
      throw error;
    });
    const loaded = await grecaptcha;
    return new Promise<string>((resolve, reject) => {
      loaded.ready(() => {
        loaded.execute(key, { action }).then(resolve, reject);
      });
    });
  };
}

/** Adds Google's script (the CSP allows it only when the server has a site key) and waits for it. */
export function loadRecaptchaScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (loaded) resolve(loaded);
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
}

export const getRecaptchaToken = createRecaptcha({
  siteKey: async () => (await unwrap(api.GET('/api/client-config'))).recaptchaSiteKey,
  load: loadRecaptchaScript,
});
