import { PaymentReferenceNotFound } from '../domain/billing.errors.ts';
import { parsePaymentReference } from '../domain/payment-reference.ts';
import type { BasketAccess } from '../ports/basket-access.ts';

/** Who pays: a guest (accountId null) or a signed-in member acting for their current account. */
export interface Payer {
  brandingId: number;
  accountId: number | null;
  role: 'guest' | 'admin' | 'user';
}

/**
 * Refuses (404, as if it did not exist) a reference the payer may not pay for: a basket not open to them,
 * another account, or anything unparsable. A confirmation's uuid is its own credential (docs/adr/0026).
 */
export async function requirePayable(baskets: BasketAccess, reference: string, payer: Payer): Promise<void> {
  const parsed = parsePaymentReference(reference);
  const allowed =
    parsed?.kind === 'basket'
      ? await baskets.isOpenTo(parsed.uuid, payer)
      : parsed?.kind === 'account'
        ? payer.accountId === parsed.accountId
        : parsed?.kind === 'confirm' || parsed?.kind === 'offer';
  if (!allowed) throw new PaymentReferenceNotFound();
}
