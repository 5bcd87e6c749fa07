import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '../../../../../src/shared/money.ts';
import { type Basket, basketQueryKey } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { InlineError } from '../../../ui/inline-error.tsx';
import { useChangeItemMutation, useRemoveItemMutation } from '../api/basket-api.ts';
import { BasketItemRow } from './basket-item-row.tsx';
import { CheckoutNotAvailable } from './checkout-not-available.tsx';

const NOT_SAVED = 'Your change could not be saved. Please try again.';

/** Step 1, Shopping Cart (spec 2): the numbers with their choices, the subtotal, Back and Continue. */
export function BasketStepCart({
  basket,
  profile,
  onBack,
}: {
  basket: Basket;
  profile: Profile;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const change = useChangeItemMutation(basket.uuid);
  const remove = useRemoveItemMutation(basket.uuid);
  const busy = change.isPending || remove.isPending;
  const failure = change.error ?? remove.error;
  const reload = () => void queryClient.invalidateQueries({ queryKey: basketQueryKey(basket.uuid) });
  // While a change is saved (and the basket reloads), its row shows the choice just made, not the old one.
  const pendingFor = (id: number) =>
    change.isPending && change.variables.id === id ? change.variables : undefined;

  return (
    <div className="basket-step" aria-busy={busy}>
      <ul className="basket-items" aria-label="Numbers in your cart">
        {basket.items.map((item) => (
          <BasketItemRow
            key={item.basketItemId}
            item={item}
            pending={pendingFor(item.basketItemId)}
            pricing={profile.pricing}
            busy={busy}
            onChange={(changes) => change.mutate({ id: item.basketItemId, ...changes })}
            onRemove={() => remove.mutate(item.basketItemId)}
            onExpired={reload}
          />
        ))}
      </ul>
      <InlineError error={failure} fallback={NOT_SAVED} />
      <dl className="basket-subtotal">
        <div>
          <dt>Subtotal due today</dt>
          <dd>{formatCents(basket.nrcTotal)}</dd>
        </div>
        <div>
          <dt>Monthly</dt>
          <dd>{formatCents(basket.mrcTotal)}</dd>
        </div>
      </dl>
      <div className="dialog__actions basket__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <CheckoutNotAvailable />
      </div>
    </div>
  );
}
