import type { AccountNumber } from '../domain/account-number.ts';
import type { OwnershipTransfer } from '../domain/ownership-transfer.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { TransferAccount } from '../ports/transfer-parties.ts';
import { humanTnOf } from './transfer-views.ts';

/**
 * What the new owner's link shows: the number and its plan, and of the sender only the company name.
 * Expired and cancelled transfers are never shown (their links answer 404).
 */
export interface NumberTransferOfferView {
  tn: string;
  humanTn: string;
  plan: { id: number; name: string };
  billingPeriod: 1 | 12;
  /** The plan's monthly price in cents, which the new owner pays from the moving day. */
  mrc: number;
  fromCompany: string;
  email: string;
  status: 'offered' | 'accepted' | 'completed';
  expiresAt: string;
  movesOn: string | null;
  /** Whether the email has a login (then log in to accept, else create an account first). */
  hasLogin: boolean;
  /** The signed-in caller's admin accounts on the number's brand that may receive it (empty for a guest). */
  receivingAccounts: Array<{ accountId: number; company: string }>;
  /** The account it was accepted into, when the caller administers it. */
  acceptedInto: string | null;
}

export function toNumberTransferOfferView(input: {
  transfer: OwnershipTransfer;
  number: AccountNumber | null;
  from: TransferAccount;
  plans: NumberPlans;
  status: NumberTransferOfferView['status'];
  hasLogin: boolean;
  receivingAccounts: TransferAccount[];
}): NumberTransferOfferView {
  const { transfer, number, from } = input;
  const planId = number?.planId ?? 0;
  const plan = input.plans.plan(from.brandingId, planId);
  const acceptedInto = input.receivingAccounts.find((a) => a.accountId === transfer.toAccountId);
  return {
    tn: transfer.tn,
    humanTn: humanTnOf(transfer.tn),
    plan: { id: planId, name: plan?.name ?? `Plan ${planId}` },
    billingPeriod: number?.billingPeriod ?? 1,
    mrc: number?.mrcCents ?? 0,
    fromCompany: from.company,
    email: transfer.email,
    status: input.status,
    expiresAt: transfer.expiresAt.toISOString(),
    movesOn: transfer.movesOn,
    hasLogin: input.hasLogin,
    receivingAccounts: input.receivingAccounts
      .filter((a) => a.accountId !== transfer.fromAccountId)
      .map(({ accountId, company }) => ({ accountId, company })),
    acceptedInto: acceptedInto?.company ?? null,
  };
}
