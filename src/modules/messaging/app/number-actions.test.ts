import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { AccountNumber } from '../domain/account-number.ts';
import { transferAcceptedPending } from '../domain/ownership-transfer.errors.ts';
import { FakeNumberPlans, FixedAccountMembers, RecordingNumberLedger } from '../testing/fake-number-deps.ts';
import { InMemoryAccountNumbers } from '../testing/in-memory-account-numbers.ts';
import { RecordingNumberCarrier } from '../testing/in-memory-number-protection.ts';
import { makeChangePlan } from './change-plan.ts';
import { makeEditAccountNumber } from './edit-account-number.ts';
import { makePreviewPlanChange } from './preview-plan-change.ts';
import { makeReleaseAccountNumber } from './release-account-number.ts';

const admin = { accountId: 7, brandingId: 1, userId: 70, role: 'admin' as const, isEmployee: false };
const uma = { ...admin, userId: 71, role: 'user' as const };
const employee = { ...admin, isEmployee: true };

async function setUp() {
  const numbers = new InMemoryAccountNumbers();
  await numbers.add([
    new AccountNumber({
      accountId: 7,
      tn: '+12012340101',
      planId: 1,
      mrcCents: 200,
      anniversaryDate: '2027-01-28',
      paidThrough: '2027-02-28',
    }),
    new AccountNumber({ accountId: 7, tn: '+12012340102', planId: 3, mrcCents: 600, assignedUserId: 71 }),
    new AccountNumber({ accountId: 8, tn: '+12012340103', planId: 1, mrcCents: 200 }),
  ]);
  const plans = new FakeNumberPlans();
  const ledger = new RecordingNumberLedger();
  const mailer = new RecordingMailer();
  const members = new FixedAccountMembers({
    7: [
      { userId: 70, role: 'admin', email: 'ada@acme.test', firstName: 'Ada' },
      { userId: 71, role: 'user', email: 'uma@acme.test', firstName: 'Uma' },
    ],
  });
  const clock = new FixedClock('2027-02-14T12:00:00Z');
  const tx = <T>(work: () => Promise<T>) => work();
  const carrier = new RecordingNumberCarrier();
  const forwarding = {
    carrier,
    plans: {
      forwards: (_brandingId: number, planId: number) => planId === 3 || planId === 6,
      names: () => [],
    },
  };
  const deps = { numbers, plans, ledger, mailer, members, clock, tx, forwarding };
  const left: number[] = [];
  let leaving = async (id: number) => {
    left.push(id);
  };
  return {
    left,
    refuseLeaving: (error: Error) => {
      leaving = async () => {
        throw error;
      };
    },
    ...deps,
    edit: makeEditAccountNumber(deps),
    preview: makePreviewPlanChange(deps),
    change: makeChangePlan(deps),
    carrier,
    release: makeReleaseAccountNumber({ ...deps, numberLeaving: (id) => leaving(id) }),
  };
}

describe('editing a number', () => {
  it('lets the assigned user rename their number, but not assign it', async () => {
    const { edit } = await setUp();
    expect((await edit(uma, '2012340102', { nickname: ' Mine ' })).nickname).toBe('Mine');
    await expect(edit(uma, '2012340102', { assignedUserId: 70 })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });

  it('answers 404 for a number of another account, or one not assigned to the user', async () => {
    const { edit } = await setUp();
    await expect(edit(admin, '2012340103', { nickname: 'x' })).rejects.toThrow('Telephone number not found.');
    await expect(edit(uma, '2012340101', { nickname: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('assigns a number to a member of the account only, and unassigns it with null', async () => {
    const { edit } = await setUp();
    expect((await edit(admin, '+12012340101', { assignedUserId: 71 })).assignedUserId).toBe(71);
    await expect(edit(admin, '+12012340101', { assignedUserId: 99 })).rejects.toMatchObject({
      kind: 'rule_violated',
    });
    expect((await edit(admin, '+12012340101', { assignedUserId: null })).assignedUserId).toBeNull();
  });
});

describe('changing a number’s plan', () => {
  it('previews the prorated charge and changes nothing', async () => {
    const { preview, numbers, ledger } = await setUp();
    const quote = await preview(admin, '2012340101', 3);
    expect(quote.charge).toEqual({ kind: 'charge', amountCents: 200, from: '2027-02-14', to: '2027-02-28' });
    expect(numbers.rows[0]!.planId).toBe(1);
    expect(ledger.entries).toEqual([]);
  });

  it('prices the plan at the account’s override', async () => {
    const { preview, plans } = await setUp();
    plans.overrides.set(7, new Map([[3, 400]]));
    expect((await preview(admin, '2012340101', 3)).toPlan.mrc).toBe(400);
  });

  it('moves the number to the plan and writes the charge once; asking again answers 409', async () => {
    const { change, numbers, ledger } = await setUp();
    const { number } = await change(admin, '2012340101', 6);
    expect(number).toMatchObject({ plan: { id: 6, name: 'Unlimited' }, mrc: 1900 });
    expect(numbers.rows[0]!.mrcCents).toBe(1900);
    await expect(change(admin, '2012340101', 6)).rejects.toMatchObject({ kind: 'conflict' });
    expect(ledger.entries).toEqual([
      expect.objectContaining({ accountId: 7, kind: 'charge', amountCents: 850 }),
    ]);
  });

  it('credits a downgrade', async () => {
    const { change, ledger } = await setUp();
    await change(admin, '2012340102', 1);
    // No anniversary date: nothing prepaid, nothing credited.
    expect(ledger.entries).toEqual([]);
    const { change: again, ledger: other } = await setUp();
    await again(admin, '2012340101', 0);
    expect(other.entries).toEqual([expect.objectContaining({ kind: 'credit', amountCents: 100 })]);
  });

  it('stops forwarding at the carrier when the new plan does not forward, and keeps it when it does', async () => {
    const { change, numbers, carrier } = await setUp();
    const forwarded = numbers.rows[1]!;
    forwarded.forwardTo = '+13105550199';
    await change(admin, '2012340102', 6);
    expect(forwarded.forwardTo).toBe('+13105550199');
    expect(carrier.forwarding.size).toBe(0);
    await change(admin, '2012340102', 1);
    expect(forwarded.forwardTo).toBeNull();
    expect(carrier.forwarding.get('+12012340102')).toBeNull();
  });

  it('changes nothing when the carrier refuses to stop forwarding', async () => {
    const { change, numbers, carrier, ledger } = await setUp();
    const forwarded = numbers.rows[1]!;
    forwarded.forwardTo = '+13105550199';
    carrier.setForwarding = async () => {
      throw new Error('carrier down');
    };
    await expect(change(admin, '2012340102', 1)).rejects.toThrow('carrier down');
    expect(forwarded).toMatchObject({ planId: 3, forwardTo: '+13105550199' });
    expect(ledger.entries).toEqual([]);
  });

  it('refuses admin-only plans to customers and plans the brand lacks, allowing employees', async () => {
    const { preview } = await setUp();
    await expect(preview(admin, '2012340101', 2)).rejects.toThrow('Plan 2 is not offered.');
    await expect(preview(admin, '2012340101', 42)).rejects.toMatchObject({ kind: 'rule_violated' });
    expect((await preview(employee, '2012340101', 2)).toPlan.name).toBe('Notify');
  });

  it('refuses Port Away for a licensed number', async () => {
    const { preview, numbers } = await setUp();
    numbers.rows[0]!.licenseMrcCents = 1000;
    await expect(preview(admin, '2012340101', 0)).rejects.toThrow('Plan 0 is not offered.');
  });
});

describe('releasing a number', () => {
  it('deletes it and mails the account’s admins what was lost', async () => {
    const { release, numbers, mailer } = await setUp();
    await release(admin, '2012340101');
    expect(numbers.rows.map((n) => n.tn)).not.toContain('+12012340101');
    expect(mailer.sent.map((m) => m.to)).toEqual(['ada@acme.test']);
    expect(mailer.sent[0]!.text).toMatch(/\(201\) 234-0101 was released.*Park plan/s);
    await expect(release(admin, '2012340101')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('asks ownership transfers first: a number whose transfer was accepted stays', async () => {
    const { release, numbers, mailer, left, refuseLeaving } = await setUp();
    const id = numbers.rows[0]!.id;
    refuseLeaving(transferAcceptedPending());
    await expect(release(admin, '2012340101')).rejects.toMatchObject({
      code: 'messaging.transfer_accepted_pending',
    });
    expect(numbers.rows.map((n) => n.id)).toContain(id);
    expect(mailer.sent).toEqual([]);
    expect(left).toEqual([]);
  });
});
