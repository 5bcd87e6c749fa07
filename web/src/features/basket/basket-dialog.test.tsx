import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { basketItem } from '../../../test/fixtures/basket.ts';
import { guestProfile } from '../../../test/fixtures/profiles.ts';
import { searchNumber } from '../../../test/fixtures/search.ts';
import { BASKET_NOW, basketView } from '../../../test/msw/basket-handlers.ts';
import { backend, callsTo, http, listNumbers, priceInBasket } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../test/shown-once.ts';
import { formatCountdown } from './components/reservation-countdown.tsx';
import { basketClockAtom } from './state/basket-clock.ts';

const TN = '+12012340100';
const HUMAN = '(201) 234-0100';
const pricing = {
  ...guestProfile().pricing,
  plans: {
    '1': { id: 1, name: 'Park', mrc: 200, adminOnly: false },
    '2': { id: 2, name: 'Notify', mrc: 400, adminOnly: true },
    '3': { id: 3, name: 'Forward', mrc: 600, adminOnly: false },
  },
};

/** The search page listing one number, the countdown's clock `elapsedMs` after the fake stamps items. */
function searchPage(options: { path?: string; elapsedMs?: number } = {}) {
  listNumbers([searchNumber(TN, { price: 4_900, licenseNrc: 2_500, licenseMrc: 1_500 })]);
  // The server's prices for it: $49.00 bought on Park (the `basketItem` default), licensed, or on Forward.
  priceInBasket(TN, 'license', 1, { price: 2_500, nrc: 2_500, mrc: 1_700, planMrc: 200 });
  priceInBasket(TN, 'buy', 3, { mrc: 600, planMrc: 600 });
  backend.profile = guestProfile({ pricing, basketUuid: backend.profile.basketUuid });
  const clock = { at: BASKET_NOW + (options.elapsedMs ?? 1_000) };
  const view = renderApp(options.path ?? '/search?npa=201');
  view.store.set(basketClockAtom, { now: () => clock.at });
  return { ...view, clock };
}

async function addToCart(view: ReturnType<typeof searchPage>, button = 'Add to Cart') {
  const listing = within(await screen.findByRole('article', { name: HUMAN }));
  await view.user.click(listing.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
}

/** The amount shown under a label (a `dt` and its `dd`). */
const priceOf = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** A basket the visitor already has, holding the number. */
function existingBasket() {
  const uuid = crypto.randomUUID();
  backend.baskets.set(uuid, { items: [] });
  backend.profile = guestProfile({ basketUuid: uuid });
  return uuid;
}

describe('Add to Cart and Start License', () => {
  it('create the basket, add the number, count it in the header and open the basket with it', async () => {
    const view = searchPage();
    const dialog = await addToCart(view);

    const item = within(dialog.getByRole('listitem', { name: HUMAN }));
    expect(item.getByText('$49.00')).toBeTruthy();
    expect(callsTo('createBasket')).toHaveLength(1);
    expect(callsTo('addBasketItem')).toEqual([
      { basketUuid: backend.profile.basketUuid, tn: TN, mode: 'buy' },
    ]);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(dialog.getByText('Step 1 of 3')).toBeTruthy();
    // The fake's order summary: the number and its plan's first month.
    expect(priceOf(dialog, 'Subtotal due today')).toBe('$51.00');
  });

  it('Start License adds the number for licence, priced by its setup and monthly fees', async () => {
    const view = searchPage();
    await view.user.click(
      within(await screen.findByRole('article', { name: HUMAN })).getByRole('button', { name: 'LICENSE' }),
    );
    const dialog = await addToCart(view, 'Start License');
    expect(callsTo('addBasketItem')).toEqual([expect.objectContaining({ tn: TN, mode: 'license' })]);
    const item = within(dialog.getByRole('listitem', { name: HUMAN }));
    expect(priceOf(item, 'Setup')).toBe('$25.00');
    expect(priceOf(item, 'Monthly')).toBe('$17.00');
  });

  it('reuse the basket the profile names instead of creating another', async () => {
    const uuid = existingBasket();
    const view = searchPage();
    await addToCart(view);
    expect(callsTo('createBasket')).toHaveLength(0);
    expect(callsTo('addBasketItem')).toEqual([expect.objectContaining({ basketUuid: uuid })]);
  });

  it('drop a number that is gone (410) from the results with a message, leaving the basket closed', async () => {
    backend.goneTns.add(TN);
    const view = searchPage();
    const listing = within(await screen.findByRole('article', { name: HUMAN }));
    await view.user.click(listing.getByRole('button', { name: 'Add to Cart' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      `Sorry, ${HUMAN} is no longer available.`,
    );
    expect(screen.queryByRole('article', { name: HUMAN })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull();
  });
});

describe('the Shopping Cart step', () => {
  it('shows the time left on the reservation as m:ss, ticking every second', async () => {
    // Only the countdown's interval is faked: the test moves its clock and its tick, nothing waits.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const view = searchPage({ elapsedMs: 1_000 });
      const dialog = await addToCart(view);
      const timer = dialog.getByRole('timer');
      expect(timer.textContent).toBe('Reserved for 29:59');
      act(() => {
        view.clock.at += 60_000;
        vi.advanceTimersByTime(1_000);
      });
      expect(timer.textContent).toBe('Reserved for 28:59');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down in minutes and zero-padded seconds, never below 0:00', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('shows the plan just chosen while it is being saved', async () => {
    const { promise: saved, resolve: save } = Promise.withResolvers<void>();
    // Held until the test lets it through; then the usual fake answers.
    server.use(
      http.patch('/api/baskets/items/{id}', async () => {
        await saved;
        return undefined;
      }),
    );
    const view = searchPage();
    const dialog = await addToCart(view);
    const plan = dialog.getByLabelText('Plan') as HTMLSelectElement;

    await view.user.selectOptions(plan, '3');
    expect(plan.value).toBe('3');
    expect(plan.disabled).toBe(true);
    save();
    await waitFor(() => expect(plan.disabled).toBe(false));
    expect(plan.value).toBe('3');
  });

  it('offers the brand plans a visitor may choose and saves a new plan and billing period', async () => {
    const view = searchPage();
    const dialog = await addToCart(view);
    const plan = dialog.getByLabelText('Plan') as HTMLSelectElement;
    expect([...plan.options].map((option) => option.text)).toEqual(['Park ($2.00/mo)', 'Forward ($6.00/mo)']);

    await view.user.selectOptions(plan, '3');
    const item = within(dialog.getByRole('listitem', { name: HUMAN }));
    await waitFor(() => expect(priceOf(item, 'Monthly')).toBe('$6.00'));
    await view.user.selectOptions(dialog.getByLabelText('Billing period'), '12');
    expect(callsTo('changeBasketItem')).toEqual([{ plan: 3 }, { billingPeriod: 12 }]);
    await waitFor(() =>
      expect((dialog.getByLabelText('Billing period') as HTMLSelectElement).value).toBe('12'),
    );
  });

  it('Remove takes the number out; the basket closes when its last item goes', async () => {
    const view = searchPage();
    const dialog = await addToCart(view);
    await view.user.click(dialog.getByRole('button', { name: `Remove ${HUMAN}` }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull());
    expect(callsTo('removeBasketItem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
  });

  it('Back closes the basket', async () => {
    const view = searchPage();
    const dialog = await addToCart(view);
    await view.user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull();
  });
});

describe('a failed change', () => {
  it("shows the server's refusal once, under the items, and not also in the Error dialog", async () => {
    const uuid = existingBasket();
    backend.baskets.get(uuid)?.items.push(...basketItemsFor(uuid));
    const refusal = 'Plan 3 is not offered for this number.';
    server.use(
      http.patch('/api/baskets/items/{id}', ({ response }) =>
        response(422).json({ name: 'Unprocessable', code: 'basket.plan_not_offered', message: refusal }),
      ),
    );
    const view = searchPage();
    await view.user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Shopping Cart' }));
    await view.user.selectOptions(dialog.getByLabelText('Plan'), '3');

    await expectShownOnceInline(refusal);
  });
});

describe('opening the basket', () => {
  it('from the header cart button, with focus inside; Escape closes it', async () => {
    const uuid = existingBasket();
    backend.baskets.get(uuid)?.items.push(...basketItemsFor(uuid));
    const view = searchPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy());
    await view.user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByRole('listitem', { name: HUMAN })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull();
  });

  it('from showBasket=1 in the URL, which is then taken off', async () => {
    existingBasket();
    const view = searchPage({ path: '/search?npa=201&showBasket=1' });
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?npa=201');
  });
});

/** One bought item in the basket, as the server would hold it. */
function basketItemsFor(uuid: string) {
  expect(basketView(uuid).uuid).toBe(uuid);
  return [basketItem(TN, { basketItemId: 7 })];
}
