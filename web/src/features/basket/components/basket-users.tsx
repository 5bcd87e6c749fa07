import { formatCents } from '../../../../../src/shared/money.ts';
import type { Basket } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { InlineError } from '../../../ui/inline-error.tsx';
import { useAddSeatMutation, useRemoveItemMutation } from '../api/basket-api.ts';

const NOT_SAVED = 'The users could not be changed. Please try again.';

/** Whether the cart shows its users section: brand 2 sells user seats to a guest opening a new account. */
export function offersUsers(profile: Profile): boolean {
  return !profile.isLoggedIn && profile.pricing.users.user.mrc + profile.pricing.users.admin.mrc > 0;
}

/**
 * Spec 2, step 1: the users of the new account on the second brand, each a monthly line (the admin user is
 * the buyer's own seat). Add and remove; the prices are the brand's.
 */
export function BasketUsers({ basket, profile }: { basket: Basket; profile: Profile }) {
  const add = useAddSeatMutation(basket.uuid);
  const remove = useRemoveItemMutation(basket.uuid);
  const busy = add.isPending || remove.isPending;
  const { admin, user } = profile.pricing.users;
  // Each line named with its place among its kind: 'Admin user 1', 'Standard user 2'.
  const lines = [
    ...basket.adminUserItems.map((item, index) => ({
      item,
      name: 'Admin user',
      label: `Admin user ${index + 1}`,
    })),
    ...basket.userItems.map((item, index) => ({
      item,
      name: 'Standard user',
      label: `Standard user ${index + 1}`,
    })),
  ];
  return (
    <section className="basket-users" aria-labelledby="basket-users-title">
      <h3 id="basket-users-title">Users</h3>
      {lines.length === 0 ? (
        <p className="muted">No users yet. Your account needs an admin user: that is you.</p>
      ) : (
        <ul className="basket-items" aria-label="Users in your cart">
          {lines.map(({ item, name, label }) => (
            <li key={item.basketItemId} className="basket-item basket-item--user" aria-label={label}>
              <div className="basket-item__head">
                <strong>{name}</strong>
                <span>{formatCents(item.mrc)}/mo</span>
              </div>
              <button
                type="button"
                className="basket-item__remove"
                aria-label={`Remove ${label}`}
                disabled={busy}
                onClick={() => remove.mutate(item.basketItemId)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="basket-users__add">
        <button type="button" className="button" disabled={busy} onClick={() => add.mutate('admin')}>
          Add admin user ({formatCents(admin.mrc)}/mo)
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => add.mutate('user')}>
          Add standard user ({formatCents(user.mrc)}/mo)
        </button>
      </div>
      <InlineError error={add.error ?? remove.error} fallback={NOT_SAVED} />
    </section>
  );
}
