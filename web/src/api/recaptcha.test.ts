import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptcha, type Grecaptcha, getRecaptchaToken, loadRecaptchaScript } from './recaptcha.ts';

function fakeGrecaptcha() {
  let issued = 0;
  const execute = vi.fn(
    async (_key: string, options: { action: string }) => `token-${++issued}-${options.action}`,
  );
  const grecaptcha: Grecaptcha = { ready: (callback) => callback(), execute };
  return { grecaptcha, execute };
}

afterEach(() => {
  delete (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('the bot-check token', () => {
  it('is the simulator’s token when the server has no reCAPTCHA site key', async () => {
    expect(await getRecaptchaToken('login')).toBe('dev-recaptcha-token');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('is a fresh reCAPTCHA v3 token per action when the server has a site key, loading reCAPTCHA once', async () => {
    const { grecaptcha, execute } = fakeGrecaptcha();
    const load = vi.fn(async () => grecaptcha);
    const token = createRecaptcha({ siteKey: async () => 'site-key-1', load });

    expect(await token('login')).toBe('token-1-login');
    expect(await token('login')).toBe('token-2-login');
    expect(await token('talkToAgent')).toBe('token-3-talkToAgent');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('site-key-1');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });

  it('asks for the site key again after a failed answer', async () => {
    const siteKey = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    const token = createRecaptcha({ siteKey, load: vi.fn() });
    await expect(token('search')).rejects.toThrow('offline');
    expect(await token('search')).toBe('dev-recaptcha-token');
  });

  it('loads Google’s reCAPTCHA v3 script with the site key', async () => {
    const { grecaptcha } = fakeGrecaptcha();
    // The test browser does not fetch scripts: it reports the load at once, so the API is in place first.
    (window as { grecaptcha?: Grecaptcha }).grecaptcha = grecaptcha;
    const loading = loadRecaptchaScript('site-key-1');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    expect(await loading).toBe(grecaptcha);
  });
});
