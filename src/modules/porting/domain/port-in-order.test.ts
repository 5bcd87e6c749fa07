import { describe, expect, it } from 'vitest';
import { aPortInOrder } from '../testing/port-in-order-builder.ts';
import { PortInClosed, PortInNotCorrectable } from './port-in-order.ts';

const placed = new Date('2026-11-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

function order() {
  return aPortInOrder({ billing: { account_number: 'REJECT' }, now: placed });
}

describe('PortInOrder', () => {
  it('moves submitted -> focDateSet -> completed, each step once, with a timeline entry per step', () => {
    const o = order();
    expect(o.submitted('c-1', at('2026-11-01T13:00:00Z'))).toBe(true);
    expect(o.submitted('c-2', at('2026-11-01T13:00:01Z'))).toBe(false);
    expect(o.focDateSet('2026-11-05', at('2026-11-02T00:00:00Z'))).toBe(true);
    expect(o.focDateSet('2026-11-05', at('2026-11-02T01:00:00Z'))).toBe(false);
    expect(o.completed(at('2026-11-05T00:00:00Z'))).toBe(true);
    expect(o.completed(at('2026-11-05T01:00:00Z'))).toBe(false);
    expect(o).toMatchObject({ status: 'completed', carrierOrderId: 'c-1', focDate: '2026-11-05' });
    expect(o.events.map((event) => event.kind)).toEqual(['created', 'submitted', 'focDateSet', 'completed']);
  });

  it('cannot complete or reject an order the carrier does not have', () => {
    const o = order();
    expect(o.completed(placed)).toBe(false);
    expect(o.rejected('6P', 'No', placed)).toBe(false);
    expect(o.status).toBe('pending');
  });

  it('a rejected order keeps the reason, and a correction replaces the billing data and makes it pending again', () => {
    const o = order();
    o.submitted('c-1', placed);
    expect(o.rejected('6P', 'Account number mismatch', placed)).toBe(true);
    expect(o).toMatchObject({
      status: 'rejected',
      rejectCode: '6P',
      rejectReason: 'Account number mismatch',
    });
    o.correct({ account_number: '123' }, 'sealed', at('2026-11-02T00:00:00Z'));
    expect(o).toMatchObject({
      status: 'pending',
      billing: { account_number: '123' },
      pinSealed: 'sealed',
      carrierOrderId: null,
      rejectCode: null,
    });
    expect(o.events.at(-1)?.kind).toBe('corrected');
  });

  it('only a rejected order can be corrected', () => {
    expect(() => order().correct({}, undefined, placed)).toThrow(PortInNotCorrectable);
  });

  it('moves to the Park plan 30 days after it was placed unless completed, once', () => {
    const o = order();
    expect(o.park(1, at('2026-12-01T11:59:59Z'))).toBe(false);
    expect(o.park(1, at('2026-12-01T12:00:00Z'))).toBe(true);
    expect(o.park(1, at('2026-12-02T12:00:00Z'))).toBe(false);
    expect(o).toMatchObject({ planId: 1, parkedAt: at('2026-12-01T12:00:00Z') });
    const done = order();
    done.submitted('c', placed);
    done.completed(placed);
    expect(done.park(1, at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('staff resubmit only a rejected order, back to pending with the same billing details', () => {
    const o = order();
    expect(() => o.resubmit(placed)).toThrow(PortInNotCorrectable);
    o.submitted('c-1', placed);
    o.rejected('6P', 'No', placed);
    o.resubmit(at('2026-11-02T00:00:00Z'));
    expect(o).toMatchObject({
      status: 'pending',
      carrierOrderId: null,
      rejectCode: null,
      billing: { account_number: 'REJECT' },
    });
    expect(o.events.at(-1)?.kind).toBe('resubmitted');
  });

  it('cancels an order not closed with the note; the carrier order in flight is the one to withdraw', () => {
    const pending = order();
    expect(pending.carrierOrderInFlight).toBeNull();
    pending.cancel('Asked by phone.', placed);
    expect(pending.events.at(-1)).toMatchObject({
      kind: 'cancelled',
      text: 'Cancelled by our staff: Asked by phone.',
    });
    const inFlight = order();
    inFlight.submitted('c-1', placed);
    expect(inFlight.carrierOrderInFlight).toBe('c-1');
    inFlight.cancel('Duplicate.', placed);
    expect(inFlight).toMatchObject({ status: 'cancelled', closed: true, carrierOrderInFlight: null });
    expect(() => inFlight.cancel('Again.', placed)).toThrow(PortInClosed);
    expect(inFlight.completed(placed)).toBe(false);
  });

  it('never parks a cancelled order', () => {
    const o = order();
    o.cancel('No longer wanted.', placed);
    expect(o.park(1, at('2026-12-15T00:00:00Z'))).toBe(false);
  });
});
