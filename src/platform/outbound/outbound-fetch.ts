/**
 * fetch for calls to other services (reCAPTCHA, the carrier): a redirect is an error, never followed.
 * Following one would resend a secret-bearing request (bearer key, reCAPTCHA secret) to wherever the
 * answer points, including inside our own network. test/arch/outbound-fetch.test.ts keeps every
 * server-side fetch going through here.
 */
export function outboundFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, redirect: 'error' });
}
