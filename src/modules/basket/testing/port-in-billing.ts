/** The carrier billing data the billing modal requires of a landline port-in (spec 2), for tests. */
export const PORT_IN_BILLING = Object.freeze({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St',
  city: 'Hoboken',
  state: 'NJ',
  zip: '07030',
});
