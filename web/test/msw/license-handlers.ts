import type { components } from '../../src/api/schema.d.ts';
import { backend, http } from './backend.ts';

export type BrokerLicense = components['schemas']['BrokerLicense'];

/** The fake Licenses API: the broker's licences; rules (who may cancel, 409 unless active) are the server's. */
export const licensesBackend = {
  licenses: [] as BrokerLicense[],
  failList: false,
  csv: 'Phone number,Status,Start date\r\n',
};

export function resetLicensesBackend(): void {
  licensesBackend.licenses = [];
  licensesBackend.failList = false;
}

export function brokerLicense(licenseId: number, overrides: Partial<BrokerLicense> = {}): BrokerLicense {
  const last4 = String(1000 + licenseId).slice(-4);
  return {
    licenseId,
    tn: `+1201456${last4}`,
    formattedTn: `(201) 456-${last4}`,
    status: 'active',
    startDate: '2026-11-28T12:00:00.000Z',
    endDate: null,
    oneTimeSetupFee: 2_500,
    monthlyFee: 995,
    annualIncrease: 3,
    licenseeAccountId: 42,
    ...overrides,
  };
}

export const licenseHandlers = [
  http.get('/api/brokerage/licenses', ({ request, query, response }) => {
    backend.calls.push({ operation: 'listBrokerLicenses', body: new URL(request.url).searchParams });
    // A failure outside the API's error shape (a proxy's 502): the screen's own words.
    if (licensesBackend.failList) return response.untyped(new Response('Bad gateway', { status: 502 }));
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadBrokerLicensesCsv', body: new URL(request.url).search });
      return response(200).text(licensesBackend.csv);
    }
    const tn = query.get('tn');
    const rows = licensesBackend.licenses.filter((row) => !tn || row.tn === tn);
    const skip = Number(query.get('$skip') ?? 0);
    const limit = Number(query.get('$limit') ?? 10);
    return response(200).json({ data: rows.slice(skip, skip + limit), total: rows.length, limit, skip });
  }),
  http.patch('/api/brokerage/licenses/{licenseId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({
      operation: 'cancelBrokerLicense',
      body: { licenseId: Number(params.licenseId), ...body },
    });
    const row = licensesBackend.licenses.find(
      (candidate) => candidate.licenseId === Number(params.licenseId),
    );
    if (!row)
      return response(404).json({ name: 'NotFound', code: 'not_found', message: 'License not found.' });
    row.status = 'deleted';
    row.endDate = '2026-11-29T12:00:00.000Z';
    return response(200).json(row);
  }),
];
