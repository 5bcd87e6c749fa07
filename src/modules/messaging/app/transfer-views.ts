import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import { accountNumberNotFound } from '../domain/ownership-transfer.errors.ts';
import type { OwnershipTransfer, OwnershipTransferStatus } from '../domain/ownership-transfer.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';

/** A transfer as the sending account's admins see it. */
export interface OwnershipTransferView {
  id: number;
  tn: string;
  humanTn: string;
  email: string;
  status: OwnershipTransferStatus;
  /** The receiving account's company once accepted. */
  toCompany: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  movesOn: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const humanTnOf = (tn: string) => PhoneNumber.parse(tn).format();

export function toOwnershipTransferView(
  transfer: OwnershipTransfer,
  now: Date,
  toCompany: string | null,
): OwnershipTransferView {
  return {
    id: transfer.id,
    tn: transfer.tn,
    humanTn: humanTnOf(transfer.tn),
    email: transfer.email,
    status: transfer.statusAt(now),
    toCompany,
    createdAt: transfer.createdAt.toISOString(),
    expiresAt: transfer.expiresAt.toISOString(),
    acceptedAt: iso(transfer.acceptedAt),
    movesOn: transfer.movesOn,
    completedAt: iso(transfer.completedAt),
    cancelledAt: iso(transfer.cancelledAt),
  };
}

/** The number `{tn}` in a URL names, when the account holds it; anything else is FACADES' 404. */
export async function heldNumber(
  numbers: TransferNumbers,
  accountId: number,
  tn: string,
): Promise<AccountNumber> {
  let e164: string;
  try {
    e164 = PhoneNumber.parse(tn).e164;
  } catch {
    throw accountNumberNotFound();
  }
  const number = await numbers.heldBy(accountId, e164);
  if (!number) throw accountNumberNotFound();
  return number;
}

/** Opening and accepting transfer links, per address: enough for people, too few to guess links. */
export const TRANSFER_LINK_LIMIT = { limit: 60, windowMs: 15 * 60_000 };

/** Transfers an account may start an hour: each mails an address the admin typed. */
export const TRANSFER_STARTS_PER_ACCOUNT_PER_HOUR = 20;
