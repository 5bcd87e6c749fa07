import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { CheckoutAnswer } from './api/checkout-api.ts';
import { CONFIRM_PATH, type ConfirmPageState } from './order-confirmation-page.tsx';

const pricing = {
  ...adminProfile().pricing,
  plans: {
    '1': { id: 1, name: 'Park', mrc: 200, adminOnly: false },
    '3': { id: 3, name: 'Forward', mrc: 600, adminOnly: false },
  },
};

function order(overrides: Partial<CheckoutAnswer> = {}): CheckoutAnswer {
  return {
    token: 'login-token',
    tnItems: [
      { tn: '+15182340100', type: 'new', mode: 'buy', plan: 1, billingPeriod: 12 },
      { tn: '+15182340101', type: 'new', mode: 'buy', plan: 3, billingPeriod: 1 },
    ],
    fraudLevel: 'notFraud',
    orderUuid: '0b8e1d7a-5f0c-4c1e-8a43-2e6f3b9d7c11',
    status: 'completed',
    amountDue: 10_200,
    paidWith: 'card',
    ...overrides,
  };
}

/** The confirm page as the basket opens it after checkout, with the checkout's answer. */
async function confirmPage(answer: CheckoutAnswer) {
  const view = renderApp('/account/profile', { profile: adminProfile({ pricing }) });
  await screen.findByRole('heading', { name: 'Profile' });
  const state: ConfirmPageState = { order: answer };
  await act(() => view.router.navigate(CONFIRM_PATH, { state }));
  return view;
}

describe('the confirm page after checkout', () => {
  it("thanks the buyer and lists the order's numbers with their plans", async () => {
    await confirmPage(order());

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your numbers are now in your account.');
    const numbers = within(screen.getByRole('list', { name: 'Numbers in this order' }));
    expect(numbers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '(518) 234-0100 Park plan, billed yearly',
      '(518) 234-0101 Forward plan, billed monthly',
    ]);
  });

  it('says honestly that an order held by the fraud rules is being reviewed', async () => {
    await confirmPage(order({ fraudLevel: 'manualFraudReview' }));

    expect((await screen.findByRole('status')).textContent).toContain('We are reviewing your order.');
    expect(screen.getByRole('status').textContent).toContain('We will email you when the review is done.');
    expect(screen.queryByText('Your numbers are now in your account.')).toBeNull();
  });

  it('asks the buyer of an order held for an automated review to confirm their mobile number', async () => {
    await confirmPage(order({ fraudLevel: 'automatedFraudReview', status: 'held_for_review' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'We have emailed you a link to confirm your mobile number',
    );
  });

  it('says there is no order to show when opened without one', async () => {
    renderApp('/account/confirm', { profile: adminProfile() });

    expect(await screen.findByText('There is no recent order to show here.')).toBeTruthy();
  });
});
