import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetAgentLeadBackend } from './msw/agent-lead-handlers.ts';
import { resetBrokerListings } from './msw/broker-listing-handlers.ts';
import { resetCheckoutBackend } from './msw/checkout-handlers.ts';
import { resetContactBackend } from './msw/contact-handlers.ts';
import { resetFraudRuleBackend } from './msw/fraud-rule-handlers.ts';
import { resetBackend } from './msw/handlers.ts';
import { resetLicensesBackend } from './msw/license-handlers.ts';
import { resetMessagingBackend } from './msw/messaging-handlers.ts';
import { resetNegotiations } from './msw/negotiation-handlers.ts';
import { resetNumberSettingsBackend } from './msw/number-settings-handlers.ts';
import { resetPortInBackend } from './msw/port-in-handlers.ts';
import { server } from './msw/server.ts';
import { resetStaffHomeBackend } from './msw/staff-home-handlers.ts';
import { resetStaffPortInBackend } from './msw/staff-port-in-handlers.ts';
import { resetTelephoneNumberBackend } from './msw/telephone-number-handlers.ts';

// The brand's theme.css is a <link>; happy-dom does not load stylesheets, and should not report that as an error.
const happyDom = (window as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
  .happyDOM;
if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;

// Pages load lazily: the first visit to one in a test file also transforms its modules, which can take
// longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetBackend();
  resetNegotiations();
  resetLicensesBackend();
  resetFraudRuleBackend();
  resetCheckoutBackend();
  resetTelephoneNumberBackend();
  resetNumberSettingsBackend();
  resetMessagingBackend();
  resetContactBackend();
  resetPortInBackend();
  resetAgentLeadBackend();
  resetStaffHomeBackend();
  resetStaffPortInBackend();
  resetBrokerListings();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test left behind.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  document.title = '';
  document.head.querySelectorAll('link[data-brand-theme], link[data-brand-favicon]').forEach((link) => {
    link.remove();
  });
});

afterAll(() => server.close());
