import {
  CARRIER_CREDENTIAL_MESSAGES,
  carrierCredentialErrors,
} from '../../../src/shared/carrier-credential-rules.ts';
import { VERIFICATION_MESSAGES } from '../../../src/shared/listing-verification-rules.ts';
import type { components } from '../../src/api/schema.d.ts';
import { backend, http, newId } from './backend.ts';

type ListingVerificationRow = components['schemas']['ListingVerificationRow'];
type CarrierCredential = components['schemas']['CarrierCredential'];

/** The one code the fake accepts. */
export const TEST_VERIFICATION_CODE = '424242';

/**
 * The fake Verify Listings and Carrier Credentials API (docs/adr/0059). Not in the shared handlers list:
 * the tests of these screens add it with `server.use(...brokerToolsHandlers)` and `resetBrokerTools()`.
 */
export const brokerToolsBackend = {
  verifications: [] as ListingVerificationRow[],
  /** tn -> method of the code waiting to be entered. */
  pending: new Map<string, 'sms' | 'call'>(),
  credentials: [] as CarrierCredential[],
  failCredentialList: false,
};

export function resetBrokerTools(): void {
  brokerToolsBackend.verifications = [];
  brokerToolsBackend.pending = new Map();
  brokerToolsBackend.credentials = [];
  brokerToolsBackend.failCredentialList = false;
}

const notFound = { name: 'NotFound', code: 'not_found', message: 'Not found.' };

export const brokerToolsHandlers = [
  http.get('/api/brokerage/listingVerifications', ({ request, query, response }) => {
    backend.calls.push({
      operation: 'listListingVerifications',
      body: Object.fromEntries(new URL(request.url).searchParams),
    });
    const tn = query.get('tn') ?? '';
    const isListed = query.get('isListed');
    const rows = brokerToolsBackend.verifications.filter(
      (row) => row.tn.includes(tn) && (isListed === null || String(row.isListed) === isListed),
    );
    return response(200).json({ data: rows, total: rows.length, limit: 10, skip: 0 });
  }),
  http.get('/api/accounts/brokerage/verifyListing/{tn}', ({ params, response }) => {
    const method = brokerToolsBackend.pending.get(params.tn);
    return method ? response(200).json({ method, brokerageManualVerifyId: 1 }) : response(404).json(notFound);
  }),
  http.post('/api/accounts/brokerage/verifyListing', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'startListingVerification', body });
    brokerToolsBackend.pending.set(body.tn, body.method);
    return response(201).json({ tn: body.tn });
  }),
  http.patch('/api/accounts/brokerage/verifyListing/{tn}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'confirmListingVerification', body: { tn: params.tn, ...body } });
    if (brokerToolsBackend.pending.get(params.tn) !== body.method)
      return response(404).json({ ...notFound, message: VERIFICATION_MESSAGES.noPending });
    if (body.verificationCode !== TEST_VERIFICATION_CODE)
      return response(422).json({
        name: 'Unprocessable Entity',
        code: 'brokerage.verification_wrong_code',
        message: VERIFICATION_MESSAGES.wrongCode,
      });
    brokerToolsBackend.pending.delete(params.tn);
    const verifiedUntilDate = '2026-12-28T12:00:00.000Z';
    brokerToolsBackend.verifications = brokerToolsBackend.verifications.filter((row) => row.tn !== params.tn);
    return response(200).json({ verifiedDate: '2026-11-28T12:00:00.000Z', verifiedUntilDate });
  }),
  http.get('/api/brokerage/carrierCredentials', ({ request, response }) => {
    backend.calls.push({
      operation: 'listCarrierCredentials',
      body: Object.fromEntries(new URL(request.url).searchParams),
    });
    if (brokerToolsBackend.failCredentialList)
      return response(403).json({ name: 'Forbidden', code: 'forbidden', message: '' });
    const rows = brokerToolsBackend.credentials;
    return response(200).json({ data: rows, total: rows.length, limit: 1000, skip: 0 });
  }),
  http.post('/api/brokerage/carrierCredentials', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'addCarrierCredential', body });
    const errors = carrierCredentialErrors(body);
    if (Object.keys(errors).length > 0)
      return response(400).json({
        name: 'Bad Request',
        code: 'validation',
        message: Object.values(errors)[0] ?? CARRIER_CREDENTIAL_MESSAGES.dataRequired,
        errors,
      });
    const id = newId();
    brokerToolsBackend.credentials.unshift({
      brokerageVendorCredentialId: id,
      vendor: body.vendor as CarrierCredential['vendor'],
      vendorAccountId: body.vendorAccountId ?? null,
      authType: body.authType as CarrierCredential['authType'],
      description: body.description ?? null,
      tnCount: 0,
      createDate: '2026-11-28T12:00:00.000Z',
      lastVerifiedDate: '2026-11-28T12:00:00.000Z',
    });
    return response(201).json({ brokerageVendorCredentialId: id });
  }),
  http.delete('/api/brokerage/carrierCredentials/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteCarrierCredential', body: Number(params.id) });
    const before = brokerToolsBackend.credentials.length;
    brokerToolsBackend.credentials = brokerToolsBackend.credentials.filter(
      (row) => row.brokerageVendorCredentialId !== Number(params.id),
    );
    if (brokerToolsBackend.credentials.length === before) return response(404).json(notFound);
    return response(204).empty();
  }),
];
