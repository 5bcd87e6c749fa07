import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { BrokerApplicationRepository } from '../ports/broker-application-repository.ts';
import { type BrokerApplicationView, toBrokerApplicationView } from './broker-application-view.ts';

/** GET /api/broker-applications: the staff review list. */
export function makeListBrokerApplications({ applications }: { applications: BrokerApplicationRepository }) {
  return async function listBrokerApplications(
    query: ListQuery,
  ): Promise<ListResponse<BrokerApplicationView>> {
    const { data, total } = await applications.list(query);
    return toListResponse(data.map(toBrokerApplicationView), total, query);
  };
}
