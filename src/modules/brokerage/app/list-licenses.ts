import { type ListQuery, toListResponse } from '../../../shared/list-query.ts';
import type { LicenseRepository } from '../ports/earnings-repository.ts';
import { toLicenseView } from './license-view.ts';

/** GET /api/brokerage/licenses: a page of the broker's licences (only its own account's). */
export function makeListLicenses(deps: { licenses: LicenseRepository }) {
  return async function listLicenses(input: { brokerAccountId: number; query: ListQuery }) {
    const { data, total } = await deps.licenses.list(input.brokerAccountId, input.query);
    return toListResponse(data.map(toLicenseView), total, input.query);
  };
}
