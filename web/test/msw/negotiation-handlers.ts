import type { components } from '../../src/api/schema.d.ts';
import { backend, http, newId } from './backend.ts';

export type Offer = components['schemas']['Offer'];
export type SellerNegotiation = components['schemas']['SellerNegotiation'];

/** The fake offers of issue 14: the buyer's offers by uuid and the seller's list; rules are the server's. */
export const negotiationsBackend = {
  offers: [] as Offer[],
  sellerNegotiations: [] as SellerNegotiation[],
  /** What POST /api/offers answers for a guest (a new account's one-time sign-in token), if anything. */
  loginToken: undefined as string | undefined,
  csv: 'Phone number,List price,Offer\n',
};

export function resetNegotiations(): void {
  negotiationsBackend.offers = [];
  negotiationsBackend.sellerNegotiations = [];
  negotiationsBackend.loginToken = undefined;
}

const notFound = { name: 'NotFound', code: 'not_found', message: 'Not found.' };

export const negotiationHandlers = [
  http.post('/api/offers', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'makeOffer', body });
    const uuid = crypto.randomUUID();
    const loginToken = negotiationsBackend.loginToken;
    return response(201).json({ uuid, negotiationId: newId(), ...(loginToken ? { loginToken } : {}) });
  }),
  http.get('/api/offers/{uuid}', ({ params, response }) => {
    const offer = negotiationsBackend.offers.find((candidate) => candidate.uuid === params.uuid);
    return offer ? response(200).json(offer) : response(404).json(notFound);
  }),
  http.patch('/api/offers/{uuid}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'acceptCounterOffer', body: { uuid: params.uuid, ...body } });
    const offer = negotiationsBackend.offers.find((candidate) => candidate.uuid === params.uuid);
    if (!offer) return response(404).json(notFound);
    offer.status = 'accepted';
    offer.offer = offer.counterOffer ?? offer.offer;
    return response(200).json({ status: 'accepted' });
  }),
  http.get('/api/negotiations/{id}', ({ params, query, response }) => {
    const offer = negotiationsBackend.offers.find(
      (candidate) => candidate.negotiationId === Number(params.id) && candidate.uuid === query.get('uuid'),
    );
    return offer ? response(200).json(offer) : response(404).json(notFound);
  }),
  http.get('/api/brokerage/negotiations', ({ request, query, response }) => {
    backend.calls.push({
      operation: 'listSellerNegotiations',
      body: new URLSearchParams(new URL(request.url).search),
    });
    const tn = query.get('tn');
    const rows = negotiationsBackend.sellerNegotiations.filter((row) => !tn || row.tn === tn);
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadSellerNegotiationsCsv', body: new URL(request.url).search });
      return response(200).text(negotiationsBackend.csv);
    }
    const skip = Number(query.get('$skip') ?? 0);
    const limit = Number(query.get('$limit') ?? 10);
    return response(200).json({ data: rows.slice(skip, skip + limit), total: rows.length, limit, skip });
  }),
  http.patch('/api/brokerage/negotiations/{uuid}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'answerNegotiation', body: { uuid: params.uuid, ...body } });
    const row = negotiationsBackend.sellerNegotiations.find((candidate) => candidate.uuid === params.uuid);
    if (!row) return response(404).json(notFound);
    row.status = body.status;
    if (body.status === 'countered') row.counterOffer = body.offer;
    return response(200).json(row);
  }),
];
