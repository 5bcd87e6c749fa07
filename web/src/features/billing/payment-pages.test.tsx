import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardDeclined } from '../../../test/fixtures/payments.ts';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { billingBackend, billingHandlers, resetBillingBackend } from '../../../test/msw/billing-handlers.ts';
import { callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  resetBillingBackend();
  server.use(...billingHandlers);
});

const visa = {
  cardToken: 'pm_sim_1',
  cardNumber: '•••• 4242',
  cardBrand: 'visa',
  cardLast4: '4242',
  cardExpMonth: 4,
  cardExpYear: 2030,
};

async function typeCard(user: { type: (element: Element, text: string) => Promise<void> }) {
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('payment method page', () => {
  it('says there is no card on file, and saves a new one through a SetupIntent', async () => {
    const { user } = renderApp('/account/payment-method', { profile: adminProfile() });

    expect(await screen.findByText('You do not have a credit card on file.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/account/profile');
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Your card was saved.')).toBeTruthy();
    expect(callsTo('createSetupIntent')).toEqual([
      { recaptchaToken: 'dev-recaptcha-token', isOneTime: false, setupWith3DS: false, metadata: {} },
    ]);
    expect(callsTo('confirmSimulatedSetup')).toEqual([
      { clientSecret: 'seti_sim_test0001_secret_test', paymentMethodId: 'pm_sim_test0001' },
    ]);
    expect(callsTo('saveSetupIntent')).toEqual([{ isOneTime: false, metadata: {} }]);
  });

  it('shows the card on file: brand, last four and expiry', async () => {
    renderApp('/account/payment-method', { profile: adminProfile({ paymentMethod: visa }) });

    expect(await screen.findByText('Visa ending in 4242, expires 04/2030')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Replace your card' })).toBeTruthy();
  });

  it("shows a refused card's message", async () => {
    server.use(
      http.post('/api/payment-simulator/setup-intents/{id}/confirm', ({ response }) =>
        response(422).json(cardDeclined()),
      ),
    );
    const { user } = renderApp('/account/payment-method', { profile: adminProfile() });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(callsTo('saveSetupIntent')).toEqual([]);
  });

  it('tells a member who is not an admin they cannot manage payments', async () => {
    renderApp('/account/payment-method', { profile: userProfile() });

    expect(
      (await screen.findByText('You do not have access to manage payments on this account')).tagName,
    ).toBe('P');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

describe('pay-now page', () => {
  it('lets an admin edit the amount, with spec 2 messages, and pay with the card on file', async () => {
    billingBackend.balanceAfterPayment = -500;
    const { user } = renderApp('/account/pay-now?amount=2550', {
      profile: adminProfile({ paymentMethod: visa, accountBalance: 2_550 }),
    });

    expect(await screen.findByText('$25.50')).toBeTruthy();
    const amount = screen.getByLabelText('Amount to pay ($)');
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(screen.getByText('abc is not a number')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '-1');
    expect(screen.getByText('Payment amounts under $0.00 are not supported.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '0.5');
    expect(screen.getByText('The smallest payment is $1.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '30.509');
    await user.click(screen.getByRole('button', { name: 'Pay $30.50' }));

    expect(await screen.findByText(/Your new balance is -\$5\.00\./)).toBeTruthy();
    expect(callsTo('payNow')).toEqual([{ amount: 3_050, useCardOnFile: true }]);
  });

  it('pays with a one-time card: the hold goes to pay-now', async () => {
    const { user } = renderApp('/account/pay-now?amount=1000', { profile: adminProfile() });

    expect(((await screen.findByLabelText('A one-time card')) as HTMLInputElement).checked).toBe(true);
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/Your new balance is \$0\.00\./)).toBeTruthy();
    expect(callsTo('createPaymentIntent')).toEqual([
      { amount: 1_000, recaptchaToken: 'dev-recaptcha-token', metadata: { reference: 'account:1001' } },
    ]);
    expect(callsTo('payNow')).toEqual([{ amount: 1_000, paymentId: 'pi_sim_test0001' }]);
  });

  it('shows a decline and stays on the form', async () => {
    server.use(
      http.post('/api/accounts/pay-now', ({ response }) =>
        response(422).json(cardDeclined('Your card has insufficient funds.')),
      ),
    );
    const { user } = renderApp('/account/pay-now?amount=1000', {
      profile: adminProfile({ paymentMethod: visa }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $10.00' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
  });

  it('shows a user the amount due without letting them change it, and pays it with the card on file', async () => {
    const { user } = renderApp('/account/pay-now?amount=99999', {
      profile: userProfile({ paymentMethod: visa, accountBalance: 1_234 }),
    });

    expect(await screen.findByText('$12.34')).toBeTruthy();
    expect(screen.queryByLabelText('Amount to pay ($)')).toBeNull();
    expect(screen.queryByLabelText('A one-time card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay $12.34' }));

    await waitFor(() => expect(callsTo('payNow')).toEqual([{ amount: 1_234, useCardOnFile: true }]));
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/account/profile');
  });
});
