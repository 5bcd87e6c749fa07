import type { MiddlewareHandler } from 'hono';

/**
 * Paths of pages that collect a card: only their HTML may load Stripe.js. The web app does a full
 * page load when it navigates to one of them, so the stricter policy never blocks a card form.
 */
export const CARD_PAGE_PREFIXES = [
  '/search',
  '/basket',
  '/make-offer',
  '/offer-checkout',
  '/confirm-account',
  '/account/pay-now',
  '/account/payment-method',
  // A broker's embedded search widget (docs/adr/0064): search and checkout in a frame on the broker's site.
  '/widget',
];

/**
 * A route that may be framed sets this (internal) header to the one origin allowed to frame it; the answer's
 * CSP then says `frame-ancestors <origin>` instead of 'none', without X-Frame-Options. The header is removed.
 */
export const FRAME_ANCESTOR_HEADER = 'X-Numberyard-Frame-Ancestor';

const STRICT_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'frame-src': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
};

const STRIPE_POLICY = {
  ...STRICT_POLICY,
  'script-src': "'self' https://js.stripe.com",
  'connect-src': "'self' https://api.stripe.com",
  'frame-src': 'https://js.stripe.com https://hooks.stripe.com',
};

/** Google's reCAPTCHA v3 script and its frames, allowed only when RECAPTCHA_SITE_KEY is set. */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

const withRecaptcha = (policy: Record<string, string>) => ({
  ...policy,
  'script-src': `${policy['script-src']} ${RECAPTCHA_SCRIPTS}`,
  'frame-src':
    policy['frame-src'] === "'none'" ? RECAPTCHA_FRAMES : `${policy['frame-src']} ${RECAPTCHA_FRAMES}`,
});

const serialise = (policy: Record<string, string>) =>
  Object.entries(policy)
    .map(([directive, value]) => `${directive} ${value}`)
    .join('; ');

const POLICIES = {
  plain: { strict: serialise(STRICT_POLICY), stripe: serialise(STRIPE_POLICY) },
  recaptcha: {
    strict: serialise(withRecaptcha(STRICT_POLICY)),
    stripe: serialise(withRecaptcha(STRIPE_POLICY)),
  },
};

export function contentSecurityPolicyFor(pathname: string, options: { recaptcha?: boolean } = {}): string {
  const isCardPage = CARD_PAGE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const policies = options.recaptcha ? POLICIES.recaptcha : POLICIES.plain;
  return isCardPage || pathname === '/' ? policies.stripe : policies.strict;
}

/**
 * Headers on every answer; stricter than hono/secure-headers' defaults (HSTS of a year, a real CSP).
 * `recaptcha` (RECAPTCHA_SITE_KEY is set) lets pages load Google's reCAPTCHA.
 */
export function securityHeaders(options: { recaptcha?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicyFor(new URL(c.req.url).pathname, options));
    }
    const ancestor = headers.get(FRAME_ANCESTOR_HEADER);
    headers.delete(FRAME_ANCESTOR_HEADER);
    if (ancestor && /^https?:\/\/[^\s;,'"]+$/.test(ancestor)) {
      const policy = headers.get('Content-Security-Policy')!;
      headers.set(
        'Content-Security-Policy',
        policy.replace("frame-ancestors 'none'", `frame-ancestors ${ancestor}`),
      );
      headers.delete('X-Frame-Options');
    } else headers.set('X-Frame-Options', 'DENY');
    headers.delete('X-Powered-By');
  };
}
