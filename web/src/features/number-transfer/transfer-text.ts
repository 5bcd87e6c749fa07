import type { OwnershipTransfer } from './number-transfer-api.ts';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ('2026-12-24') or an instant as 'Dec 24, 2026' (UTC, so no time zone moves a day). */
export function dayText(value: string | null): string {
  if (!value) return '—';
  return DAY_FORMAT.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

/** Spec 3: "the new owner gets an email to accept; status is shown on the page; no fees". */
export const TRANSFER_TERMS =
  'The new owner gets an email to accept. The number moves to them, with its plan, at its next anniversary. There are no fees.';

/** The transfer's status in a sentence, for the sending account's page. */
export function transferStatusText(transfer: OwnershipTransfer): string {
  switch (transfer.status) {
    case 'offered':
      return `Offered to ${transfer.email}, waiting for them to accept (the link works until ${dayText(transfer.expiresAt)}).`;
    case 'accepted':
      return `Accepted by ${transfer.toCompany ?? transfer.email}. The number moves to them on ${dayText(transfer.movesOn)}.`;
    case 'completed':
      return `Transferred to ${transfer.toCompany ?? transfer.email} on ${dayText(transfer.movesOn)}.`;
    case 'cancelled':
      return `The transfer to ${transfer.email} was cancelled.`;
    case 'expired':
      return `The offer to ${transfer.email} expired before it was accepted.`;
  }
}

export const isOpen = (transfer: OwnershipTransfer | null) =>
  transfer?.status === 'offered' || transfer?.status === 'accepted';
