import { describe, expect, it } from 'vitest';
import { carrierCredentialErrors, CARRIER_CREDENTIAL_MESSAGES as M } from './carrier-credential-rules.ts';

const valid = { vendor: 'bwc', authType: 'basicAuth', data: 'user.name:Secret!123' };

describe('carrier credential form rules (spec 3 section 5)', () => {
  it('accepts a basic auth username:password and a bearer token', () => {
    expect(carrierCredentialErrors(valid)).toEqual({});
    expect(
      carrierCredentialErrors({ vendor: 'peerless', authType: 'bearerToken', data: 'abc-DEF_1.2' }),
    ).toEqual({});
  });

  it('the carrier must be bwc or peerless, with the spec message', () => {
    expect(carrierCredentialErrors({ ...valid, vendor: 'att' }).vendor).toBe(M.vendor);
  });

  it('the auth type must be Basic Auth or Bearer Token', () => {
    expect(carrierCredentialErrors({ ...valid, authType: '' }).authType).toBe(M.authType);
  });

  it('the Auth/Token is required', () => {
    expect(carrierCredentialErrors({ ...valid, data: '' }).data).toBe(M.dataRequired);
  });

  it.each([
    'usr:Secret!123', // username under 4
    'user name:Secret!123', // space
    'user:short', // password under 8
    'user:Secret#123', // # not allowed
    'userSecret!123', // no colon
    `${'u'.repeat(37)}:Secret!123`,
    `user:${'p'.repeat(37)}`,
  ])('basic auth %s is refused with the username:password message', (data) => {
    expect(carrierCredentialErrors({ ...valid, data }).data).toBe(M.basicAuth);
  });

  it.each(['short', 'has space in it', 'token!bang', 't'.repeat(37)])(
    'bearer token %s is refused',
    (data) => {
      expect(carrierCredentialErrors({ ...valid, authType: 'bearerToken', data }).data).toBe(M.bearerToken);
    },
  );

  it('vendor account id and description are optional but bounded', () => {
    expect(carrierCredentialErrors({ ...valid, vendorAccountId: '', description: '' })).toEqual({});
    expect(carrierCredentialErrors({ ...valid, description: 'd'.repeat(256) }).description).toBe(
      M.description,
    );
  });
});
