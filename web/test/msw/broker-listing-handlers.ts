import type { BrokerListing, BrokerListingInfo } from '../fixtures/broker-listings.ts';
import { emptyListingInfo } from '../fixtures/broker-listings.ts';
import { backend, http, newId } from './backend.ts';

/** The fake brokerage listings and job creation of issue 15; the rules are the server's. */
export const brokerListingsBackend = {
  listings: [] as BrokerListing[],
  info: new Map<string, BrokerListingInfo>(),
  /** PATCH answers: tn -> an error message to refuse with (400). */
  refuse: new Map<string, string>(),
  csv: 'Phone number,Listed,Price\n',
  /** The status a created job answers with ('ready' unless a test says otherwise). */
  jobStatus: 'ready' as 'ready' | 'failed',
};

export function resetBrokerListings(): void {
  brokerListingsBackend.listings = [];
  brokerListingsBackend.info = new Map();
  brokerListingsBackend.refuse = new Map();
  brokerListingsBackend.csv = 'Phone number,Listed,Price\n';
  brokerListingsBackend.jobStatus = 'ready';
}

const notFound = { name: 'NotFound', code: 'brokerage.listing_not_found', message: 'Not found.' };

export const brokerListingHandlers = [
  http.get('/api/brokerage/listings', ({ request, query, response }) => {
    const search = new URL(request.url).searchParams;
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadBrokerListingsCsv', body: search });
      return response(200).text(brokerListingsBackend.csv);
    }
    backend.calls.push({ operation: 'listBrokerListings', body: search });
    const skip = Number(query.get('$skip') ?? 0);
    const limit = Number(query.get('$limit') ?? 10);
    const rows = [...brokerListingsBackend.listings].sort((a, b) => a.tn.localeCompare(b.tn));
    return response(200).json({ data: rows.slice(skip, skip + limit), total: rows.length, limit, skip });
  }),
  http.get('/api/brokerage/listings/{tn}/info', ({ params, response }) => {
    backend.calls.push({ operation: 'getBrokerListingInfo', body: params.tn });
    if (!brokerListingsBackend.listings.some((row) => row.tn === params.tn))
      return response(404).json(notFound);
    return response(200).json(brokerListingsBackend.info.get(params.tn) ?? emptyListingInfo());
  }),
  http.patch('/api/brokerage/listings/{tn}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateBrokerListing', body: { tn: params.tn, ...body } });
    const row = brokerListingsBackend.listings.find((candidate) => candidate.tn === params.tn);
    if (!row) return response(404).json(notFound);
    const refusal = brokerListingsBackend.refuse.get(params.tn);
    if (refusal)
      return response(400).json({
        name: 'ListingInvalid',
        code: 'brokerage.listing_invalid',
        message: refusal,
      });
    const { spelling, ...fields } = body;
    Object.assign(row, fields, spelling === undefined ? {} : { pendingSpelling: spelling });
    return response(200).json(row);
  }),
  http.post('/api/brokerage/jobs', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createBrokerageJob', body });
    return response(201).json({ brokerageJobId: newId(), status: brokerListingsBackend.jobStatus });
  }),
  http.post('/api/brokerage/csvJobs', async ({ request, response }) => {
    const form = await request.formData();
    const file = form.get('files');
    backend.calls.push({ operation: 'createBrokerageCsvJob', body: file instanceof File ? file.name : null });
    return response(201).json({ brokerageJobId: newId(), status: 'ready' });
  }),
];
