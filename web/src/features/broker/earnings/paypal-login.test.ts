import { beforeEach, describe, expect, it } from 'vitest';
import { PAYPAL_SCOPES, paypalAuthorizeUrl, rememberPaypalState, takePaypalReturn } from './paypal-login.ts';

const config = {
  env: 'sandbox' as const,
  client_id: 'AbC123',
  redirect_uri: 'https://numberyard.example/account/broker/earnings/transactions',
};

beforeEach(() => sessionStorage.clear());

describe('the Log In with PayPal address', () => {
  it("is PayPal's authorize endpoint for the environment, with flowEntry, client id, scopes, return URL, state", () => {
    const url = new URL(paypalAuthorizeUrl(config, 's-1')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.sandbox.paypal.com/signin/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flowEntry: 'static',
      client_id: 'AbC123',
      scope: PAYPAL_SCOPES,
      redirect_uri: config.redirect_uri,
      state: 's-1',
    });
    expect(PAYPAL_SCOPES.split(' ')).toContain('openid');
    expect(paypalAuthorizeUrl({ ...config, env: 'live' }, 's')).toMatch(
      /^https:\/\/www\.paypal\.com\/signin\/authorize\?/,
    );
  });

  it('is not built without PayPal configured', () => {
    expect(paypalAuthorizeUrl({ env: null, client_id: null, redirect_uri: null }, 's')).toBeNull();
  });
});

describe("PayPal's return", () => {
  it('gives the code when the state is the one this tab sent, once', () => {
    rememberPaypalState('s-1');
    expect(takePaypalReturn(new URLSearchParams('code=C0DE&scope=openid&state=s-1'))).toEqual({
      code: 'C0DE',
    });
    expect(takePaypalReturn(new URLSearchParams('code=C0DE&state=s-1'))).toEqual({
      error: 'PayPal sign-in state does not match.',
    });
  });

  it("refuses a code without this tab's state, and passes PayPal's error on", () => {
    rememberPaypalState('s-1');
    expect(takePaypalReturn(new URLSearchParams('code=THEIRS&state=other'))).toHaveProperty('error');
    expect(takePaypalReturn(new URLSearchParams('error=access_denied'))).toEqual({ error: 'access_denied' });
    expect(takePaypalReturn(new URLSearchParams('view=payable'))).toBeNull();
  });
});
