import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { PortInEvent, PortInOrder, PortInStatus } from '../domain/port-in-order.ts';

/** An order as the account API answers it: billing data without the PIN, which is never answered. */
export interface PortInView {
  id: number;
  tn: string;
  formattedTn: string;
  status: PortInStatus;
  planId: number;
  billingPeriod: 1 | 12;
  focDate: string | null;
  rejectCode: string | null;
  rejectReason: string | null;
  billing: Record<string, string | boolean | null>;
  hasPin: boolean;
  parked: boolean;
  createDate: string;
  completeDate: string | null;
}

export interface PortInDetailView extends PortInView {
  timeline: PortInEvent[];
}

const BILLING_KEYS = [
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'account_number',
];

export function toPortInView(order: PortInOrder): PortInView {
  const billing: Record<string, string | boolean | null> = {};
  for (const key of BILLING_KEYS) {
    const value = order.billing[key];
    billing[key] = typeof value === 'string' ? value : null;
  }
  if (typeof order.billing.wireless === 'boolean') billing.wireless = order.billing.wireless;
  return {
    id: order.id,
    tn: order.tn,
    formattedTn: PhoneNumber.parse(order.tn).format(),
    status: order.status,
    planId: order.planId,
    billingPeriod: order.billingPeriod,
    focDate: order.focDate,
    rejectCode: order.rejectCode,
    rejectReason: order.rejectReason,
    billing,
    hasPin: order.pinSealed !== null,
    parked: order.parkedAt !== null,
    createDate: order.createdAt.toISOString(),
    completeDate: order.completedAt?.toISOString() ?? null,
  };
}

export function toPortInDetailView(order: PortInOrder): PortInDetailView {
  return { ...toPortInView(order), timeline: order.events };
}
