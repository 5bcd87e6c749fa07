import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor } from './security-headers.ts';

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
