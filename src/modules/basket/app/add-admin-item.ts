import type { Clock } from '../../../platform/clock/clock.ts';
import { type AdminBasketInput, adminBasketErrors } from '../../../shared/admin-basket-rules.ts';
import { isSellable } from '../../../shared/listing-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import {
  AdminItemInvalid,
  NumberAlreadyInBasket,
  NumberGone,
  TollFreeNotSold,
} from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import { BasketItem, RESERVATION_MS } from '../domain/basket-item.ts';
import type { AdminItemAudit } from '../ports/admin-item-audit.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import { openBasket } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';

export interface AddAdminItemInput extends AdminBasketInput {
  basketUuid: string;
  /** The staff member, acting for the account they switched to (the route checked they are staff). */
  user: BasketUser;
  /** Who added it, for the audit log. */
  staffUserId: number;
}

export interface AddAdminItemDeps {
  baskets: BasketRepository;
  changes: BasketChanges;
  holds: NumberHolds;
  plans: PlanPrices;
  /** Each admin item is a staff change: audited with the item (docs/adr/0075). */
  adminItemAudit: AdminItemAudit;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/baskets/adminItems (spec 2's admin add-number page): staff add a number to the basket of the account
 * they switched to, at the price, licence fees and commission they set. Spec 2 section 5's rules first (422 with
 * each field's message, nothing changes); then, in one transaction, the catalog holds the number for the basket
 * (putting a number it does not have into the inventory for this sale, docs/adr/0071) and the item is stored with
 * spec 2's admin-added item data, and the audit log records it (before null, after the item as staff set it).
 * Checkout then sells it like any held number.
 */
export function makeAddAdminItem(deps: AddAdminItemDeps) {
  const { baskets, holds, plans, changes, adminItemAudit, clock, tx } = deps;
  return async function addAdminItem(input: AddAdminItemInput): Promise<BasketItemView> {
    const errors = adminBasketErrors(input);
    if (Object.keys(errors).length > 0) throw new AdminItemInvalid(errors);
    const holdForStaffSale = holds.holdForStaffSale?.bind(holds);
    if (!holdForStaffSale) throw new AdminItemInvalid({ tn: 'Staff sales are not available here.' });
    const phone = PhoneNumber.parse(input.tn);
    const tn = phone.e164;
    // Toll-free numbers are only licensed, never sold (spec 3's broker terms), by staff neither.
    if (input.mode === 'buy' && !isSellable(tn)) throw new TollFreeNotSold();
    const priceCents = input.priceCents ?? 0;
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const items = await baskets.openItems(basket.uuid);
      if (items.some((item) => item.tn === tn && item.isLive(now)))
        throw new NumberAlreadyInBasket(phone.format());
      for (const item of items) if (item.tn === tn && item.hasLapsed(now)) item.expire();
      await baskets.flush();
      await claimBasket({ baskets, changes }, basket, input.user, now);
      const held = await holdForStaffSale({
        tn,
        vendor: input.vendor,
        priceCents,
        basketUuid: basket.uuid,
        until: new Date(now.getTime() + RESERVATION_MS),
        now,
      });
      if (!held) throw new NumberGone(phone.format());
      const plan = await choosePlan(
        plans,
        basket,
        plans.defaultPlanId(basket.brandingId),
        { mode: input.mode, type: 'new' },
        input.user,
      );
      const licence = input.mode === 'license';
      const increaseBp = Math.round((input.licenseAnnualIncreasePercent ?? 0) * 100);
      const item = BasketItem.adminNumber({
        basketUuid: basket.uuid,
        number: { numberId: held.numberId, tn, vendor: input.vendor },
        mode: input.mode,
        plan,
        // A licence charges its NRC now and its MRC monthly, as a catalog licence does; a purchase the price.
        priceCents: licence ? (input.licenseNrcCents ?? 0) : priceCents,
        licenseMrcCents: licence ? (input.licenseMrcCents ?? 0) : 0,
        data: {
          adminBasket: true,
          manualActivationRequired: input.manualActivation,
          bypassProvisionDelay: !input.manualActivation,
          availability: 'staff',
          ...(input.commissionPercent !== null
            ? { customCommissionPercentage: input.commissionPercent }
            : {}),
          ...(input.vendorProductId?.trim() ? { vendorProductId: input.vendorProductId.trim() } : {}),
          ...(licence
            ? {
                licenseAnnualIncrease: increaseBp,
                license: {
                  license_nrc: input.licenseNrcCents ?? 0,
                  license_mrc: input.licenseMrcCents ?? 0,
                  license_annual_increase: input.licenseAnnualIncreasePercent ?? 0,
                },
              }
            : {}),
        },
        now,
      });
      basket.touch(now);
      await baskets.addItem(item);
      await tellOwner(changes, basket, 'created', item.id);
      await adminItemAudit.record({
        actorUserId: input.staffUserId,
        action: 'adminItem.create',
        subject: `basketItem:${item.id}`,
        before: null,
        after: { basketUuid: basket.uuid, accountId: basket.accountId, ...auditedForm(input, tn) },
      });
      return toItemView(item);
    });
  };
}

/** What staff set on the item, as the audit log keeps it (money in cents, percentages as given). */
function auditedForm(input: AddAdminItemInput, tn: string) {
  const licence = input.mode === 'license';
  return {
    tn,
    vendor: input.vendor,
    vendorProductId: input.vendorProductId?.trim() || null,
    mode: input.mode,
    priceCents: input.priceCents,
    commissionPercent: input.commissionPercent,
    licenseNrcCents: licence ? input.licenseNrcCents : null,
    licenseMrcCents: licence ? input.licenseMrcCents : null,
    licenseAnnualIncreasePercent: licence ? input.licenseAnnualIncreasePercent : null,
    manualActivation: input.manualActivation,
  };
}
