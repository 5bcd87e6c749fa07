import type { OpenWork } from '../ports/open-work.ts';

export type StaffSummary = { [Queue in keyof OpenWork]: number };

/**
 * GET /api/admin/summary: the admin home's counts of open work, one count query per queue, each asked of the
 * module that owns it. One after the other: they share the request's database connection.
 */
export function makeStaffSummary({ openWork }: { openWork: OpenWork }) {
  return async function staffSummary(): Promise<StaffSummary> {
    return {
      fraudReviews: await openWork.fraudReviews(),
      brokerApplications: await openWork.brokerApplications(),
      spellings: await openWork.spellings(),
      agentLeads: await openWork.agentLeads(),
      portIns: await openWork.portIns(),
      dunningAccounts: await openWork.dunningAccounts(),
    };
  };
}
