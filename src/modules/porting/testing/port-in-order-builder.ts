import { PortInOrder } from '../domain/port-in-order.ts';

type PortInOrderProps = ConstructorParameters<typeof PortInOrder>[0];

/** A pending port-in order of account 7 for (802) 234-0100 on plan 3, monthly, fee 500; override what matters. */
export function aPortInOrder(overrides: Partial<PortInOrderProps> = {}): PortInOrder {
  return new PortInOrder({
    accountId: 7,
    brandingId: 1,
    tn: '+18022340100',
    checkoutOrderUuid: 'o-1',
    planId: 3,
    billingPeriod: 1,
    billing: {},
    pinSealed: null,
    feeCents: 500,
    now: new Date('2026-11-01T12:00:00Z'),
    ...overrides,
  });
}
