import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig } from '../../../test/fixtures/client-config.ts';
import { callsTo, http, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { Grecaptcha } from '../../api/recaptcha.ts';

afterEach(() => {
  delete (window as { grecaptcha?: Grecaptcha }).grecaptcha;
});

// Its own file: the page remembers the server's site key for as long as it runs.
describe('login with a reCAPTCHA site key configured', () => {
  it('loads reCAPTCHA v3 with the key and sends a fresh token made for the login action', async () => {
    server.use(
      http.get('/api/client-config', ({ response }) =>
        response(200).json(clientConfig({ recaptchaSiteKey: 'site-key-1' })),
      ),
    );
    const execute = vi.fn(
      async (_key: string, options: { action: string }) => `v3-token-for-${options.action}`,
    );
    (window as { grecaptcha?: Grecaptcha }).grecaptcha = { ready: (callback) => callback(), execute };
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(callsTo('login')).toEqual([expect.objectContaining({ recaptchaToken: 'v3-token-for-login' })]);
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
  });
});
