import type { PortIn } from './port-ins-api.ts';

/** How each status reads on the screen. */
export const PORT_IN_STATUS_LABELS: Record<PortIn['status'], string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  focDateSet: 'FOC date set',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
