import type { PortOutRequest } from '../domain/port-out-request.ts';
import type { ForwardingPlans } from '../ports/forwarding-plans.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { PortOutRequests } from '../ports/port-out-requests.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';
import { callerNumber, type NumberCaller } from './caller-number.ts';

/** How many of a number's port-out requests its settings page lists. */
export const RECENT_PORT_OUT_REQUESTS = 10;

export interface GetNumberSettingsDeps {
  numbers: ProtectedNumbers;
  requests: PortOutRequests;
  plans: NumberPlans;
  forwardingPlans: ForwardingPlans;
}

export function portOutRequestView(request: PortOutRequest) {
  return {
    carrierRequestId: request.carrierRequestId,
    tn: request.tn,
    gainingCarrier: request.gainingCarrier,
    status: request.status,
    reason: request.reason,
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
  };
}

/** A number's forwarding and port-out protection: whether a PIN is set, never the PIN or its hash. */
export function makeGetNumberSettings({ numbers, requests, plans, forwardingPlans }: GetNumberSettingsDeps) {
  return async function getNumberSettings(input: { caller: NumberCaller; tn: string }) {
    const { caller } = input;
    const number = await callerNumber(numbers, caller, input.tn);
    const recent = await requests.recentOf(number.accountId, number.tn, RECENT_PORT_OUT_REQUESTS);
    return {
      tn: number.tn,
      humanTn: number.humanTn(),
      nickname: number.nickname,
      plan: {
        id: number.planId,
        name: plans.plan(caller.brandingId, number.planId)?.name ?? `Plan ${number.planId}`,
      },
      planForwards: forwardingPlans.forwards(caller.brandingId, number.planId),
      forwardingPlans: forwardingPlans.names(caller.brandingId),
      forwardTo: number.forwardTo,
      pinSet: number.portOutPinHash !== null,
      transferLock: number.transferLock,
      portOutRequests: recent.map(portOutRequestView),
    };
  };
}

export type NumberSettingsView = Awaited<ReturnType<ReturnType<typeof makeGetNumberSettings>>>;
