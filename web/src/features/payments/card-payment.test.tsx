import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientConfig } from '../../../test/fixtures/client-config.ts';
import { cardDeclined } from '../../../test/fixtures/payments.ts';
import { callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { CardPayment } from './card-payment.tsx';
import { parseExpiry } from './simulator-card-form.tsx';

const reference = 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11';

function renderPayment() {
  const onPaid = vi.fn();
  const onError = vi.fn();
  const view = renderWithProviders(
    <CardPayment amountCents={2_500} reference={reference} onPaid={onPaid} onError={onError} />,
  );
  return { ...view, onPaid, onError };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('CardPayment with the payment simulator (no publishable key)', () => {
  it('pays with a test card: the card goes to the simulator, the hold is confirmed, onPaid gets the intent id', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    await typeCard(user, '4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sim_test0001'));
    expect(callsTo('createSimulatedPaymentMethod')).toEqual([
      { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    ]);
    expect(callsTo('createPaymentIntent')).toEqual([
      { amount: 2_500, recaptchaToken: 'dev-recaptcha-token', metadata: { reference } },
    ]);
    expect(callsTo('confirmSimulatedPayment')).toEqual([
      { clientSecret: 'pi_sim_test0001_secret_test', paymentMethodId: 'pm_sim_test0001' },
    ]);
  });

  it("shows a declined card's message, tells onError, and reuses the intent when the person tries another card", async () => {
    server.use(
      http.post('/api/payment-simulator/payment-intents/{id}/confirm', ({ response }) =>
        response(422).json(cardDeclined('Your card has insufficient funds.')),
      ),
    );
    const user = userEvent.setup();
    const { onPaid, onError } = renderPayment();
    await typeCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(onError).toHaveBeenCalledWith('Your card has insufficient funds.');
    expect(onPaid).not.toHaveBeenCalled();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sim_test0001'));
    expect(callsTo('createPaymentIntent')).toHaveLength(1);
  });

  it("shows the server's message on the number field for a number that is not a test card", async () => {
    server.use(
      http.post('/api/payment-simulator/payment-methods', ({ response }) =>
        response(400).json({
          name: 'BadRequest',
          code: 'billing.incorrect_number',
          message: 'Your card number is incorrect.',
          errors: { number: 'Your card number is incorrect.' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderPayment();
    await typeCard(user, '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const number = await screen.findByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Your card number is incorrect.')).toBeTruthy();
    expect(callsTo('createPaymentIntent')).toEqual([]);
  });

  it('says what is missing before sending anything, and focuses the first field', async () => {
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(screen.getByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(callsTo('createSimulatedPaymentMethod')).toEqual([]);
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    await screen.findByLabelText('Card number');
    await user.tab();
    await user.keyboard('4242424242424242');
    await user.tab();
    await user.keyboard('12/30');
    await user.tab();
    await user.keyboard('123{Enter}');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sim_test0001'));
  });
});

describe('CardPayment with a Stripe publishable key', () => {
  it('loads Stripe.js only when it mounts, and not the simulator form', async () => {
    server.use(
      http.get('/api/client-config', ({ response }) =>
        response(200).json(clientConfig({ stripePublishableKey: 'pk_test_123', paymentSimulator: false })),
      ),
    );
    const loadStripe = vi.fn(async () => null);
    vi.doMock('@stripe/stripe-js', () => ({ loadStripe }));
    renderPayment();
    expect(
      await screen.findByText(
        'The card form could not be loaded. Please check your connection and reload the page.',
      ),
    ).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    vi.doUnmock('@stripe/stripe-js');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY, and refuses anything else', () => {
    expect(parseExpiry('04/29')).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ expMonth: 4, expYear: 2031 });
    for (const text of ['13/29', '00/29', '0429', '04/2', '']) expect(parseExpiry(text), text).toBeNull();
  });
});
