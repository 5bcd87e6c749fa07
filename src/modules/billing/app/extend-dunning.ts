import { DunningChanged, DunningNotFound } from '../domain/billing.errors.ts';
import { extendedDelay } from '../domain/dunning-extension.ts';
import type { DunningAudit } from '../ports/dunning-audit.ts';
import type { DunningRepository } from '../ports/dunning-repository.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import { type DunningState, toDunningState } from './dunning-account-view.ts';

export interface ExtendDunningDeps {
  dunning: DunningRepository;
  ledger: LedgerRepository;
  audit: DunningAudit;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Staff push a dunning back by `days` with a note (POST /api/admin/dunning/{accountId}/extend, docs/adr/0074):
 * the retries still to come and the licence end move that many days later; nothing is charged or forgiven.
 * The write is conditional on the state read, so of two staff members at once the second gets 409.
 */
export function makeExtendDunning(deps: ExtendDunningDeps) {
  return async function extendDunning(input: {
    accountId: number;
    days: number;
    note: string;
    staffUserId: number;
  }): Promise<DunningState> {
    return deps.tx(async () => {
      const dunning = await deps.dunning.open(input.accountId);
      if (!dunning) throw new DunningNotFound();
      const delayDays = extendedDelay(dunning, input.days);
      const note = input.note.trim();
      const changed = await deps.dunning.extend({
        accountId: input.accountId,
        startedOn: dunning.startedOn,
        delayDaysBefore: dunning.delayDays,
        delayDays,
        note,
      });
      if (!changed) throw new DunningChanged();
      const balance = await deps.ledger.balanceCents(input.accountId);
      const before = toDunningState(dunning, balance);
      const after = toDunningState({ ...dunning, delayDays, staffNote: note }, balance);
      await deps.audit.record({
        actorUserId: input.staffUserId,
        action: 'dunning.extend',
        subject: `dunning:${input.accountId}`,
        before,
        after: { ...after, days: input.days },
      });
      return after;
    });
  };
}
