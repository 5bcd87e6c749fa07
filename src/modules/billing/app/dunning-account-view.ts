import { licencesEndOn, nextRetryOn, RETRY_DAYS } from '../domain/dunning.ts';
import type { SavedCard } from '../domain/saved-card.ts';
import type { BillingAccount } from '../ports/billing-sources.ts';
import type { Dunning, FailedPayment } from '../ports/dunning-repository.ts';

/** A dunning's schedule as staff see it, and as the audit log records it before and after an action. */
export interface DunningState {
  accountId: number;
  amountOwedCents: number;
  firstFailedOn: string;
  retriesDone: number;
  retriesScheduled: number;
  nextRetryOn: string | null;
  licencesEndOn: string | null;
  licencesEndedOn: string | null;
  delayDays: number;
  staffNote: string;
  lastDeclineReason: string;
}

/** A row of the staff dunning list (GET /api/admin/dunning). */
export interface DunningAccountView extends DunningState {
  name: string;
  brandingId: number;
  brandName: string;
  failedCharges: { key: string; amountCents: number; at: string; message: string }[];
  card: { brand: string; last4: string } | null;
}

export function toDunningState(dunning: Dunning, amountOwedCents: number): DunningState {
  return {
    accountId: dunning.accountId,
    amountOwedCents,
    firstFailedOn: dunning.startedOn,
    retriesDone: dunning.retriesDone,
    retriesScheduled: RETRY_DAYS.length,
    nextRetryOn: nextRetryOn(dunning),
    licencesEndOn: licencesEndOn(dunning),
    licencesEndedOn: dunning.licencesEndedOn,
    delayDays: dunning.delayDays,
    staffNote: dunning.staffNote,
    lastDeclineReason: dunning.lastMessage,
  };
}

export function toDunningAccountView(input: {
  dunning: Dunning & { failedPayments: FailedPayment[] };
  amountOwedCents: number;
  account: BillingAccount | null;
  brandName: (brandingId: number) => string;
  card: SavedCard | null;
}): DunningAccountView {
  const brandingId = input.account?.brandingId ?? 1;
  return {
    ...toDunningState(input.dunning, input.amountOwedCents),
    name: input.account?.name ?? `Account ${input.dunning.accountId}`,
    brandingId,
    brandName: input.brandName(brandingId),
    failedCharges: input.dunning.failedPayments.map((failed) => ({
      key: failed.key,
      amountCents: failed.amountCents,
      at: failed.at.toISOString(),
      message: failed.message,
    })),
    card: input.card && { brand: input.card.brand, last4: input.card.last4 },
  };
}
