import { accountHandlers } from './account-handlers.ts';
import { adminHandlers } from './admin-handlers.ts';
import { agentLeadHandlers } from './agent-lead-handlers.ts';
import { alertsHandlers } from './alerts-handlers.ts';
import { basketHandlers } from './basket-handlers.ts';
import { brokerListingHandlers } from './broker-listing-handlers.ts';
import { checkoutHandlers } from './checkout-handlers.ts';
import { confirmAccountHandlers } from './confirm-account-handlers.ts';
import { contactHandlers } from './contact-handlers.ts';
import { fraudRuleHandlers } from './fraud-rule-handlers.ts';
import { licenseHandlers } from './license-handlers.ts';
import { messagingHandlers } from './messaging-handlers.ts';
import { negotiationHandlers } from './negotiation-handlers.ts';
import { numberSettingsHandlers } from './number-settings-handlers.ts';
import { offersHandlers } from './offers-handlers.ts';
import { paymentHandlers } from './payment-handlers.ts';
import { portInHandlers } from './port-in-handlers.ts';
import { searchHandlers } from './search-handlers.ts';
import { sessionHandlers } from './session-handlers.ts';
import { staffHomeHandlers } from './staff-home-handlers.ts';
import { staffPortInHandlers } from './staff-port-in-handlers.ts';
import { teamHandlers } from './team-handlers.ts';
import { telephoneNumberHandlers } from './telephone-number-handlers.ts';

export * from './backend.ts';

/** Every fake API route, typed by the server's OpenAPI document; state lives in `backend`. */
export const handlers = [
  ...accountHandlers,
  ...sessionHandlers,
  ...teamHandlers,
  ...searchHandlers,
  ...offersHandlers,
  // Before basketHandlers: it answers port-in items and passes every other item on.
  ...portInHandlers,
  ...negotiationHandlers,
  ...licenseHandlers,
  ...basketHandlers,
  ...checkoutHandlers,
  ...alertsHandlers,
  ...adminHandlers,
  ...fraudRuleHandlers,
  ...agentLeadHandlers,
  ...staffHomeHandlers,
  ...staffPortInHandlers,
  ...confirmAccountHandlers,
  ...paymentHandlers,
  ...telephoneNumberHandlers,
  ...numberSettingsHandlers,
  ...messagingHandlers,
  ...contactHandlers,
  ...brokerListingHandlers,
];
