import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taxEstimate } from '../../../test/fixtures/checkout.ts';
import { adminProfile, guestProfile } from '../../../test/fixtures/profiles.ts';
import { fillBasket } from '../../../test/msw/basket-handlers.ts';
import { checkoutBackend } from '../../../test/msw/checkout-handlers.ts';
import { backend, callsTo, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { type Profile, profileQueryKey } from '../../api/profile.ts';
import { LOGIN_ROUND_TRIP } from './components/basket-step-account.tsx';

const TNS = ['+15182340100', '+15182340101'];

/** Ada, the account admin, with a basket of two $49 numbers waiting for her. */
function adaWithBasket(overrides: Partial<Profile> = {}) {
  const uuid = crypto.randomUUID();
  fillBasket(uuid, TNS);
  const ada = adminProfile({ basketUuid: uuid, accountBalance: 2_500, ...overrides });
  backend.users.set('ada@example.com', ada);
  return { uuid, ada };
}

describe('checkout through the basket dialog', () => {
  it('brings a guest who logs in from the basket back to the search page with the basket open', async () => {
    adaWithBasket();
    const { user, router } = renderApp(LOGIN_ROUND_TRIP, { profile: guestProfile() });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const cart = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
    expect(cart.getByRole('listitem', { name: '(518) 234-0100' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    // The parameter did its work once and left the address.
    expect(router.state.location.search).toBe('');
  });

  it('lets a signed-in buyer pay by card and land on the confirm page with a local balance of 0', async () => {
    const { uuid, ada } = adaWithBasket();
    checkoutBackend.taxes = taxEstimate({ oneTime: 816 });
    const view = renderApp('/search?showBasket=1', { profile: ada });

    const cart = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
    await view.user.click(cart.getByRole('button', { name: 'Continue' }));
    // Signed in: Account Info is skipped.
    const payment = within(await screen.findByRole('dialog', { name: 'Payment Info' }));
    await payment.findByLabelText('Card number');
    await view.user.type(payment.getByLabelText('Card number'), '4242424242424242');
    await view.user.type(payment.getByLabelText('Expiry (MM/YY)'), '12/30');
    await view.user.type(payment.getByLabelText('CVC'), '123');
    await view.user.click(payment.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/account/confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    // $102.00 of numbers and plans today plus $8.16 tax, for this basket.
    expect(callsTo('createPaymentIntent')).toMatchObject([{ amount: 11_016 }]);
    expect(JSON.stringify(callsTo('createPaymentIntent')[0])).toContain(`basket:${uuid}`);
    expect(callsTo('checkout')).toEqual([{ uuid, stripePaymentId: 'pi_sim_test0001', payWith: 'card' }]);
    await waitFor(() =>
      expect(view.queryClient.getQueryData<Profile>(profileQueryKey)?.accountBalance).toBe(0),
    );
  });

  it('goes from Payment Info back to the cart with Edit Order', async () => {
    const { ada } = adaWithBasket();
    const view = renderApp('/search?showBasket=1', { profile: ada });

    const cart = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
    await view.user.click(cart.getByRole('button', { name: 'Continue' }));
    const payment = within(await screen.findByRole('dialog', { name: 'Payment Info' }));
    await view.user.click(payment.getByRole('button', { name: 'Edit Order' }));

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
  });
});
