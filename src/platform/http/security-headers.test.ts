import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor, FRAME_ANCESTOR_HEADER, securityHeaders } from './security-headers.ts';

describe('framing', () => {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/widget/ok', (c) => {
    c.header(FRAME_ANCESTOR_HEADER, 'https://broker.example');
    return c.text('ok');
  });
  app.get('/widget/bad', (c) => {
    c.header(FRAME_ANCESTOR_HEADER, "https://broker.example; script-src 'unsafe-inline'");
    return c.text('ok');
  });
  app.get('/basket', (c) => c.text('ok'));

  it('only a route that names one origin may be framed, by that origin alone, and the marker never leaves', async () => {
    const ok = await app.request('/widget/ok');
    expect(ok.headers.get('content-security-policy')).toContain('frame-ancestors https://broker.example;');
    expect(ok.headers.get('x-frame-options')).toBeNull();
    expect(ok.headers.get(FRAME_ANCESTOR_HEADER)).toBeNull();
    for (const path of ['/widget/bad', '/basket']) {
      const refused = await app.request(path);
      expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(refused.headers.get('x-frame-options')).toBe('DENY');
      expect(refused.headers.get(FRAME_ANCESTOR_HEADER)).toBeNull();
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('allows Stripe.js on pages that take a card', () => {
    for (const path of [
      '/basket',
      '/account/pay-now',
      '/account/payment-method',
      '/offer-checkout',
      '/search',
    ]) {
      expect(contentSecurityPolicyFor(path)).toContain("script-src 'self' https://js.stripe.com");
    }
  });

  it('keeps Stripe out of every other page and the API', () => {
    for (const path of [
      '/account/profile',
      '/admin/ui-component-tester',
      '/api/profile',
      '/account/payment-methods-old',
    ]) {
      expect(contentSecurityPolicyFor(path)).not.toContain('stripe');
    }
  });

  it('forbids framing and plugins everywhere', () => {
    expect(contentSecurityPolicyFor('/basket')).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicyFor('/account/profile')).toContain("object-src 'none'");
  });

  it('keeps Google reCAPTCHA out unless a site key is configured', () => {
    for (const path of ['/login', '/basket', '/api/profile'])
      expect(contentSecurityPolicyFor(path)).not.toContain('google');
  });

  it('lets every page load reCAPTCHA v3 when a site key is configured', () => {
    const login = contentSecurityPolicyFor('/login', { recaptcha: true });
    expect(login).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(login).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    );
    expect(contentSecurityPolicyFor('/basket', { recaptcha: true })).toContain(
      "script-src 'self' https://js.stripe.com https://www.google.com/recaptcha/",
    );
  });
});
