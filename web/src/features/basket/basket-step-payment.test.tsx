import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { taxEstimate } from '../../../test/fixtures/checkout.ts';
import { adminProfile, guestProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { basketView, fillBasket } from '../../../test/msw/basket-handlers.ts';
import { checkoutBackend } from '../../../test/msw/checkout-handlers.ts';
import { backend, callsTo } from '../../../test/msw/handlers.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import type { Basket } from '../../api/basket.ts';
import type { Profile } from '../../api/profile.ts';
import { profileQueryKey } from '../../api/profile.ts';
import { type CheckoutAnswer, dueNowCents } from './api/checkout-api.ts';
import { BasketStepPayment } from './components/basket-step-payment.tsx';
import type { CardPaymentProps } from './components/card-payment-props.ts';
import { checkoutPasswordAtom } from './state/checkout-password.ts';

const TNS = ['+15182340100', '+15182340101'];
const GUEST_DATA = {
  firstName: 'Bea',
  lastName: 'Buyer',
  email: 'bea@example.com',
  address: '12 Elm St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
};

/** A stand-in for the payments feature's card form: shows what it was asked to charge, pays or fails (and says so). */
function FakeCardPayment({ amountCents, reference, onPaid, onError }: CardPaymentProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div>
      {failure && <p role="alert">{failure}</p>}
      <p>
        Card form for {amountCents} cents, {reference}
      </p>
      <button type="button" onClick={() => onPaid('pi_sim_paid')}>
        Pay by card
      </button>
      <button
        type="button"
        onClick={() => {
          setFailure('Your card was declined.');
          onError('Your card was declined.');
        }}
      >
        Pay with a declined card
      </button>
    </div>
  );
}

/** The basket with two $49 numbers on Park: $102.00 today, $4.00 a month (the fake's simple charges). */
function twoNumberBasket(data: Basket['data'] = GUEST_DATA): Basket {
  const uuid = crypto.randomUUID();
  fillBasket(uuid, TNS);
  backend.baskets.get(uuid)!.data = data;
  return basketView(uuid);
}

function renderStep(basket: Basket, profile: Profile, options: { password?: string } = {}) {
  backend.profile = profile;
  const handlers = {
    onBack: vi.fn(),
    onEditOrder: vi.fn(),
    onCheckedOut: vi.fn<(a: CheckoutAnswer) => void>(),
  };
  const view = renderWithProviders(
    <BasketStepPayment basket={basket} profile={profile} CardPayment={FakeCardPayment} {...handlers} />,
  );
  view.queryClient.setQueryData(profileQueryKey, profile);
  if (options.password) view.store.set(checkoutPasswordAtom, options.password);
  return { ...view, ...handlers, user: userEvent.setup() };
}

/** The step over a basket the test swaps with `show`, as the dialog does when the basket reloads. */
let show: (next: Basket) => void = () => undefined;
function Harness({ initial }: { initial: Basket }) {
  const [shown, setShown] = useState(initial);
  show = setShown;
  return (
    <BasketStepPayment basket={shown} profile={guestProfile()} CardPayment={FakeCardPayment} {...noop} />
  );
}

const noop = { onBack: () => undefined, onEditOrder: () => undefined, onCheckedOut: () => undefined };

const amountOf = (label: string) => screen.getByTestId(`total-${label}`).textContent;

describe('Payment Info (step 3)', () => {
  it("shows the account information and the order's three totals with their estimated tax", async () => {
    checkoutBackend.taxes = taxEstimate({ oneTime: 816, portIn: 0, monthly: 32 });
    renderStep(twoNumberBasket(), guestProfile());

    const account = within(screen.getByRole('region', { name: 'Account information' }));
    expect(account.getByText('Bea Buyer')).toBeTruthy();
    expect(account.getByText('12 Elm St, Albany, NY 12207')).toBeTruthy();
    await waitFor(() => expect(amountOf("Today's Total")).toBe('$110.16'));
    expect(amountOf('Billed Upon Port-In')).toBe('$0.00');
    expect(amountOf('Order Monthly Total')).toBe('$4.32');
    expect(callsTo('estimateTaxes')).toEqual([
      {
        state: 'NY',
        zip: '12207',
        // Each line's charges as the order summary has them: once (the number and its first month) and monthly.
        lines: [
          { type: 'new', plan: 1, nrc: 5_100, mrc: 200 },
          { type: 'new', plan: 1, nrc: 5_100, mrc: 200 },
        ],
      },
    ]);
  });

  it("opens a total to its lines (Today's Total lists each number's charges and the tax)", async () => {
    checkoutBackend.taxes = taxEstimate({ oneTime: 816 });
    const { user } = renderStep(twoNumberBasket(), guestProfile());

    await user.click(await screen.findByText("Today's Total"));
    const lines = within(screen.getByRole('list', { name: "Today's Total lines" }));
    expect(lines.getAllByText(/\(518\) 234-0100/)).toHaveLength(2);
    expect(lines.getByText('Estimated tax').nextElementSibling?.textContent).toBe('$8.16');
  });

  it('asks for taxes again only when the payload changes', async () => {
    const basket = twoNumberBasket();
    renderWithProviders(<Harness initial={basket} />);
    await screen.findByText(/Card form for/);

    // The city is not part of the tax payload: the estimate already made stands.
    act(() => show({ ...basket, data: { ...basket.data, city: 'Troy' } }));
    await screen.findByText(/Card form for/);
    expect(callsTo('estimateTaxes')).toHaveLength(1);

    act(() => show({ ...basket, data: { ...basket.data, zip: '12208' } }));
    await waitFor(() => expect(callsTo('estimateTaxes')).toHaveLength(2));
  });

  it("charges the card what is due now for 'basket:<uuid>', then checks out with the payment and the guest's password", async () => {
    checkoutBackend.taxes = taxEstimate({ oneTime: 816 });
    const basket = twoNumberBasket();
    const view = renderStep(basket, guestProfile(), { password: 'Secret123' });

    expect(await screen.findByText(`Card form for 11016 cents, basket:${basket.uuid}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CHECKOUT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bill to Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bypass Payment' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Pay by card' }));

    await waitFor(() => expect(view.onCheckedOut).toHaveBeenCalled());
    expect(callsTo('checkout')).toEqual([
      { uuid: basket.uuid, stripePaymentId: 'pi_sim_paid', payWith: 'card', password: 'Secret123' },
    ]);
    expect(view.onCheckedOut.mock.calls[0]![0].tnItems.map((item) => item.tn)).toEqual(TNS);
    // The session opened with the answered token: the profile is now the new account's admin.
    const profile = view.queryClient.getQueryData<Profile>(profileQueryKey);
    expect(profile?.userInfo?.email).toBe('bea@example.com');
  });

  it('offers CHECKOUT instead of a card when nothing is due, and checks out without a payment', async () => {
    const basket = twoNumberBasket();
    basket.charges.today = { lines: [], total: 0 };
    const view = renderStep(basket, guestProfile(), { password: 'Secret123' });

    await view.user.click(await screen.findByRole('button', { name: 'CHECKOUT' }));

    await waitFor(() => expect(view.onCheckedOut).toHaveBeenCalled());
    expect(screen.queryByText(/Card form for/)).toBeNull();
    expect(callsTo('checkout')).toEqual([{ uuid: basket.uuid, password: 'Secret123' }]);
  });

  it("floors what is due now at 0 (a credit line in Today's Total cannot make it negative)", () => {
    expect(dueNowCents({ todayCents: -500, todayTaxCents: 0 })).toBe(0);
    expect(dueNowCents({ todayCents: 10_200, todayTaxCents: 816 })).toBe(11_016);
  });

  it('gives employees a button that bypasses payment', async () => {
    const basket = twoNumberBasket({});
    const view = renderStep(basket, staffProfile({ role: 'admin' }));

    await view.user.click(await screen.findByRole('button', { name: 'Bypass Payment' }));

    await waitFor(() => expect(view.onCheckedOut).toHaveBeenCalled());
    expect(callsTo('checkout')).toEqual([{ uuid: basket.uuid, payWith: 'bypass' }]);
  });

  it('offers Bill to Account only when the charge is below what is left of the credit limit', async () => {
    const basket = twoNumberBasket({});
    const view = renderStep(basket, adminProfile({ creditLimit: 50_000, accountBalance: 1_000 }));

    // The account's own address prices the taxes: a signed-in buyer skips Account Info.
    await waitFor(() => expect(callsTo('estimateTaxes')).toHaveLength(1));
    expect(callsTo('estimateTaxes')[0]).toMatchObject({ state: 'OR', zip: '97201' });
    await view.user.click(await screen.findByRole('button', { name: 'Bill to Account' }));

    await waitFor(() => expect(view.onCheckedOut).toHaveBeenCalled());
    expect(callsTo('checkout')).toEqual([{ uuid: basket.uuid, payWith: 'account' }]);
    // Spec 2 section 4: a buyer who was signed in sees a local balance of 0 after checkout.
    expect(view.queryClient.getQueryData<Profile>(profileQueryKey)?.accountBalance).toBe(0);
  });

  it('hides Bill to Account when the charge reaches the credit limit', async () => {
    renderStep(twoNumberBasket({}), adminProfile({ creditLimit: 10_200, accountBalance: 0 }));

    await screen.findByText(/Card form for 10200 cents/);
    expect(screen.queryByRole('button', { name: 'Bill to Account' })).toBeNull();
  });

  it("shows the card's failure and buys nothing", async () => {
    const view = renderStep(twoNumberBasket(), guestProfile(), { password: 'Secret123' });

    await view.user.click(await screen.findByRole('button', { name: 'Pay with a declined card' }));

    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(callsTo('checkout')).toEqual([]);
    expect(view.onCheckedOut).not.toHaveBeenCalled();
  });

  it('shows why checkout failed (a number gone: 410), stops loading and reloads the basket', async () => {
    checkoutBackend.failure = {
      status: 410,
      body: {
        name: 'Gone',
        code: 'basket.number_gone',
        message: 'Sorry, (518) 234-0101 is no longer available.',
      },
    };
    const view = renderStep(twoNumberBasket(), guestProfile(), { password: 'Secret123' });
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');

    await view.user.click(await screen.findByRole('button', { name: 'Pay by card' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, (518) 234-0101 is no longer available.',
    );
    expect(screen.queryByText('Placing your order…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['basket', expect.any(String)] });
    expect(view.onCheckedOut).not.toHaveBeenCalled();
  });

  it('goes back and to Edit Order through its buttons', async () => {
    const view = renderStep(twoNumberBasket(), guestProfile());

    await view.user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await view.user.click(screen.getByRole('button', { name: 'Back' }));

    expect(view.onEditOrder).toHaveBeenCalledTimes(1);
    expect(view.onBack).toHaveBeenCalledTimes(1);
  });
});
