import type { components } from '../../src/api/schema.d.ts';
import { backend, http, notSignedIn } from './backend.ts';

type OwnershipTransfer = components['schemas']['OwnershipTransfer'];
type NumberTransferOffer = components['schemas']['NumberTransferOffer'];

/** Ownership transfers as the fake keeps them: by number (the sender's page) and by link token. */
export const transferBackend = {
  transfers: new Map<string, OwnershipTransfer | null>(),
  offers: new Map<string, NumberTransferOffer>(),
};

export function ownershipTransfer(tn: string, overrides: Partial<OwnershipTransfer> = {}): OwnershipTransfer {
  return {
    id: 7,
    tn,
    humanTn: `(${tn.slice(2, 5)}) ${tn.slice(5, 8)}-${tn.slice(8)}`,
    email: 'new.owner@example.com',
    status: 'offered',
    toCompany: null,
    createdAt: '2026-11-22T12:00:00.000Z',
    expiresAt: '2026-11-29T12:00:00.000Z',
    acceptedAt: null,
    movesOn: null,
    completedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

const humanOf = (tn: string) => `(${tn.slice(-10, -7)}) ${tn.slice(-7, -4)}-${tn.slice(-4)}`;
const e164 = (tn: string) => (tn.startsWith('+') ? tn : `+1${tn.slice(-10)}`);

/** The fake transfer routes; tests add them with server.use (state resets with `resetTransferBackend`). */
export const numberTransferHandlers = [
  http.get('/api/accounts/telephone-numbers/{tn}/ownership-transfer', ({ params, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    const tn = e164(params.tn);
    if (!transferBackend.transfers.has(tn))
      return response(404).json({
        name: 'NotFound',
        code: 'messaging.number_not_found',
        message: 'Telephone number not found.',
      });
    return response(200).json({
      tn,
      humanTn: humanOf(tn),
      transfer: transferBackend.transfers.get(tn) ?? null,
    });
  }),
  http.post(
    '/api/accounts/telephone-numbers/{tn}/ownership-transfer',
    async ({ params, request, response }) => {
      const body = await request.json();
      backend.calls.push({ operation: 'startOwnershipTransfer', body });
      if (!backend.recentSignIn)
        return response(403).json({
          name: 'ForbiddenError',
          code: 'auth.recent_sign_in_required',
          message: 'Please confirm your password to make this change.',
        });
      const tn = e164(params.tn);
      const transfer = ownershipTransfer(tn, { email: body.email });
      transferBackend.transfers.set(tn, transfer);
      return response(201).json(transfer);
    },
  ),
  http.delete('/api/accounts/telephone-numbers/{tn}/ownership-transfer', ({ params, response }) => {
    const tn = e164(params.tn);
    backend.calls.push({ operation: 'cancelOwnershipTransfer', body: tn });
    const transfer = transferBackend.transfers.get(tn);
    if (transfer) transferBackend.transfers.set(tn, { ...transfer, status: 'cancelled' });
    return response(204).empty();
  }),
  http.get('/api/number-transfers/{token}', ({ params, response }) => {
    const offer = transferBackend.offers.get(params.token);
    if (!offer)
      return response(404).json({
        name: 'NotFound',
        code: 'messaging.transfer_link_invalid',
        message: 'This transfer link is not valid. It may have expired or been cancelled.',
      });
    return response(200).json(offer);
  }),
  http.post('/api/number-transfers/{token}/accept', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'acceptNumberTransfer', body });
    const offer = transferBackend.offers.get(params.token)!;
    const into = offer.receivingAccounts.find((account) => account.accountId === body.accountId);
    const accepted = {
      ...offer,
      status: 'accepted' as const,
      movesOn: '2026-12-24',
      acceptedInto: into?.company ?? null,
    };
    transferBackend.offers.set(params.token, accepted);
    return response(200).json(accepted);
  }),
];

export function resetTransferBackend(): void {
  transferBackend.transfers = new Map();
  transferBackend.offers = new Map();
}
