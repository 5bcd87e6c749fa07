import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { PortInOrder, PortInStatus } from '../domain/port-in-order.ts';
import { type CarrierStep, daysOpen, lastCarrierEvent } from '../domain/port-in-staff-queue.ts';
import type { PortInCustomers } from '../ports/port-in-customers.ts';

/** A port-in as staff see it in the queue (docs/adr/0073): no billing details, no PIN. */
export interface StaffPortInView {
  id: number;
  account: { id: number; name: string };
  /** An order ports one number; checkout places one order per number. */
  tn: string;
  formattedTn: string;
  status: PortInStatus;
  rejectCode: string | null;
  rejectReason: string | null;
  focDate: string | null;
  parked: boolean;
  placedDate: string;
  daysOpen: number;
  lastCarrierEvent: CarrierStep | null;
}

/** The orders with their accounts' names (one lookup per account, not per order). */
export async function toStaffPortInViews(
  customers: Pick<PortInCustomers, 'accountNames'>,
  orders: readonly PortInOrder[],
  now: Date,
): Promise<StaffPortInView[]> {
  const names = await customers.accountNames(orders.map((order) => order.accountId));
  return orders.map((order) => ({
    id: order.id,
    account: { id: order.accountId, name: names.get(order.accountId) ?? `Account ${order.accountId}` },
    tn: order.tn,
    formattedTn: PhoneNumber.tryParse(order.tn)?.format() ?? order.tn,
    status: order.status,
    rejectCode: order.rejectCode,
    rejectReason: order.rejectReason,
    focDate: order.focDate,
    parked: order.parkedAt !== null,
    placedDate: order.createdAt.toISOString(),
    daysOpen: daysOpen(order.createdAt, now),
    lastCarrierEvent: lastCarrierEvent(order.events),
  }));
}

/** What the audit log keeps of an order before and after a staff action. */
export function portInAuditView(order: PortInOrder) {
  return {
    status: order.status,
    carrierOrderId: order.carrierOrderId,
    focDate: order.focDate,
    rejectCode: order.rejectCode,
    rejectReason: order.rejectReason,
    parked: order.parkedAt !== null,
  };
}
