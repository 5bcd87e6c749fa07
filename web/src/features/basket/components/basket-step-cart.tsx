import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../../src/shared/money.ts';
import { type Basket, basketQueryKey } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { InlineError } from '../../../ui/inline-error.tsx';
import {
  useChangeItemMutation,
  useRemoveItemMutation,
  useSaveBasketDataMutation,
} from '../api/basket-api.ts';
import { BasketItemRow } from './basket-item-row.tsx';
import { BasketUsers, offersUsers } from './basket-users.tsx';
import { agreementsIn, allAgreed, LicenseAgreements } from './license-agreements.tsx';

const NOT_SAVED = 'Your change could not be saved. Please try again.';

/**
 * Step 1, Shopping Cart (spec 2): the numbers with their plan and billing period, the users section for a
 * guest on the second brand, the totals, Back and Continue. A signed-in buyer skips Account Info, so a
 * licensed number's four agreements are ticked here.
 */
export function BasketStepCart({
  basket,
  profile,
  onBack,
  onContinue,
  onOwnershipTicked,
}: {
  basket: Basket;
  profile: Profile;
  onBack: () => void;
  onContinue: () => void;
  onOwnershipTicked: () => void;
}) {
  const queryClient = useQueryClient();
  const change = useChangeItemMutation(basket.uuid);
  const remove = useRemoveItemMutation(basket.uuid);
  const save = useSaveBasketDataMutation(basket.uuid);
  const [agreements, setAgreements] = useState(() => agreementsIn(basket.data));
  const busy = change.isPending || remove.isPending || save.isPending;
  const failure = change.error ?? remove.error ?? save.error;
  const reload = () => void queryClient.invalidateQueries({ queryKey: basketQueryKey(basket.uuid) });
  // While a change is saved (and the basket reloads), its row shows the choice just made, not the old one.
  const pendingFor = (id: number) =>
    change.isPending && change.variables.id === id ? change.variables : undefined;
  const agreementsHere = profile.isLoggedIn && basket.containsLicensedTns;
  const canContinue = basket.tnItemCount > 0 && !busy && (!agreementsHere || allAgreed(agreements));
  const { today, uponPortIn, monthly } = basket.charges;

  async function next() {
    if (agreementsHere) await save.mutateAsync(agreements);
    onContinue();
  }

  return (
    <div className="basket-step" aria-busy={busy}>
      <ul className="basket-items" aria-label="Numbers in your cart">
        {basket.tnItems.map((item) => (
          <BasketItemRow
            key={item.basketItemId}
            item={item}
            pending={pendingFor(item.basketItemId)}
            pricing={profile.pricing}
            isEmployee={profile.isEmployee}
            busy={busy}
            onChange={(changes) => change.mutate({ id: item.basketItemId, ...changes })}
            onRemove={() => remove.mutate(item.basketItemId)}
            onExpired={reload}
          />
        ))}
      </ul>
      {offersUsers(profile) && <BasketUsers basket={basket} profile={profile} />}
      <InlineError error={failure} fallback={NOT_SAVED} />
      <dl className="basket-subtotal">
        <div>
          <dt>Subtotal due today</dt>
          <dd>{formatCents(today.total)}</dd>
        </div>
        {uponPortIn.total > 0 && (
          <div>
            <dt>Billed upon port-in</dt>
            <dd>{formatCents(uponPortIn.total)}</dd>
          </div>
        )}
        <div>
          <dt>Monthly</dt>
          <dd>{formatCents(monthly.total)}</dd>
        </div>
      </dl>
      {agreementsHere && (
        <LicenseAgreements
          agreements={agreements}
          onChange={(key, agreed) => setAgreements((current) => ({ ...current, [key]: agreed }))}
          onOwnershipTicked={onOwnershipTicked}
        />
      )}
      <div className="dialog__actions basket__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!canContinue}
          onClick={() => void next().catch(() => {})}
        >
          Continue
        </button>
      </div>
    </div>
  );
}
