/** The carrier billing data the billing modal requires of a landline port-in (spec 2), for tests. */
export { PORT_IN_BILLING_EXAMPLE as PORT_IN_BILLING } from '../../../shared/port-in-rules.ts';
