import type { AccountMember, AccountMembers } from '../ports/account-members.ts';
import type { NumberLedger, NumberLedgerEntry } from '../ports/number-ledger.ts';
import type { NumberPlans } from '../ports/number-plans.ts';

interface FakePlan {
  id: number;
  name: string;
  mrcCents: number;
  adminOnly?: boolean;
  allowsSms?: boolean;
}

/** Brand 1's plans at list price (spec 1 section 9), with per-account price overrides. */
export class FakeNumberPlans implements NumberPlans {
  readonly plans: FakePlan[] = [
    { id: 0, name: 'Port Away', mrcCents: 0 },
    { id: 1, name: 'Park', mrcCents: 200 },
    { id: 2, name: 'Notify', mrcCents: 400, adminOnly: true },
    { id: 3, name: 'Forward', mrcCents: 600, allowsSms: true },
    { id: 6, name: 'Unlimited', mrcCents: 1900, allowsSms: true },
  ];
  /** accountId -> planId -> mrc cents the account pays. */
  readonly overrides = new Map<number, Map<number, number>>();

  plan(_brandingId: number, planId: number) {
    const plan = this.plans.find((p) => p.id === planId);
    return plan ? { id: plan.id, name: plan.name, allowsSms: plan.allowsSms ?? false } : null;
  }

  async priced(_brandingId: number, planId: number, accountId: number) {
    const plan = this.plans.find((p) => p.id === planId);
    if (!plan) return null;
    const mrcCents = this.overrides.get(accountId)?.get(planId) ?? plan.mrcCents;
    return { id: plan.id, name: plan.name, mrcCents, adminOnly: plan.adminOnly ?? false };
  }
}

export class RecordingNumberLedger implements NumberLedger {
  readonly entries: (NumberLedgerEntry & { accountId: number })[] = [];

  async record(accountId: number, entry: NumberLedgerEntry): Promise<void> {
    this.entries.push({ accountId, ...entry });
  }
}

export class FixedAccountMembers implements AccountMembers {
  readonly members: Record<number, AccountMember[]>;

  constructor(members: Record<number, AccountMember[]>) {
    this.members = members;
  }

  async membersOf(accountId: number): Promise<AccountMember[]> {
    return this.members[accountId] ?? [];
  }
}
