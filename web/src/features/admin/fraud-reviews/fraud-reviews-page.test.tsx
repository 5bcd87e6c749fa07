import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fraudReview } from '../../../../test/fixtures/checkout.ts';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { checkoutBackend } from '../../../../test/msw/checkout-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const staff = () => staffProfile({ adminUser: true });

describe('admin fraud reviews', () => {
  it('lists the held orders with the rules that matched them', async () => {
    checkoutBackend.reviews = [fraudReview()];
    renderApp('/admin/fraud-reviews', { profile: staff() });

    const table = within(await screen.findByRole('table', { name: 'Held orders' }));
    expect(table.getByText('mallory@example.com')).toBeTruthy();
    expect(table.getByText('(518) 234-0100')).toBeTruthy();
    expect(table.getByText('email regex @example\\.com$')).toBeTruthy();
    expect(table.getByText('(Test domain)')).toBeTruthy();
    expect(table.getByText('$51.00')).toBeTruthy();
  });

  it('approves a held order once confirmed, and it leaves the queue', async () => {
    checkoutBackend.reviews = [fraudReview()];
    const { user } = renderApp('/admin/fraud-reviews', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Approve the order of mallory@example.com' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Approve' });
    expect(confirm.textContent).toContain('Its numbers go to account 3001 and the payment is taken.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('No orders are waiting for review.')).toBeTruthy();
    expect(callsTo('approveFraudReview')).toEqual([fraudReview().orderUuid]);
  });

  it('rejects a held order only once confirmed', async () => {
    checkoutBackend.reviews = [fraudReview()];
    const { user } = renderApp('/admin/fraud-reviews', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Reject the order of mallory@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('rejectFraudReview')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject the order of mallory@example.com' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Reject' });
    expect(confirm.textContent).toContain('The payment is refunded and its numbers are offered again.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('No orders are waiting for review.')).toBeTruthy();
    expect(callsTo('rejectFraudReview')).toEqual([fraudReview().orderUuid]);
  });

  it('says so when no order is held', async () => {
    renderApp('/admin/fraud-reviews', { profile: staff() });

    expect(await screen.findByText('No orders are waiting for review.')).toBeTruthy();
  });

  it('is linked from the admin home', async () => {
    renderApp('/admin', { profile: staff() });

    const screens = within(await screen.findByRole('list', { name: 'Admin screens' }));
    expect(screens.getByRole('link', { name: 'Fraud reviews' }).getAttribute('href')).toBe(
      '/admin/fraud-reviews',
    );
  });

  it('is for staff only: an account admin goes to their account home, Numbers', async () => {
    const { router } = renderApp('/admin/fraud-reviews', { profile: adminProfile() });

    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
  });
});
