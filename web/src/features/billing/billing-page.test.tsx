import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { billingBackend, billingHandlers, resetBillingBackend } from '../../../test/msw/billing-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  resetBillingBackend();
  server.use(...billingHandlers);
});

const line = (id: number, kind: 'charge' | 'payment', amount: number, balance: number) => ({
  id,
  kind,
  amount,
  description: kind === 'charge' ? `Plan charge ${id}` : 'Payment, Visa ending 4242',
  date: '2026-11-24T12:00:00.000Z',
  balance,
});

describe('billing page', () => {
  it('shows the balance with links to pay it, to change the anniversary date and to convert brand', async () => {
    billingBackend.summary = { ...billingBackend.summary!, balance: 2_550, creditLimit: 10_000 };
    renderApp('/account/billing', { profile: adminProfile() });

    expect(await screen.findByText('$25.50')).toBeTruthy();
    expect(screen.getByText('Credit limit: $100.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/account/pay-now?amount=2550',
    );
    expect(screen.getByRole('link', { name: 'Change anniversary date' }).getAttribute('href')).toBe(
      '/account/anniversary-date',
    );
    expect(screen.getByRole('link', { name: 'Convert brand' }).getAttribute('href')).toBe(
      '/account/change-brand',
    );
  });

  it('itemises the next anniversary charge by number and user, with its total', async () => {
    billingBackend.summary = {
      ...billingBackend.summary!,
      nextCharge: {
        date: '2026-12-15',
        lines: [
          { kind: 'number', label: '(201) 234-0101', tn: '12012340101', userId: null, amount: 1_000 },
          { kind: 'user', label: 'Uma User', tn: null, userId: 501, amount: 495 },
        ],
        total: 1_495,
      },
    };
    renderApp('/account/billing', { profile: adminProfile() });

    const table = within(await screen.findByRole('table', { name: 'Next anniversary charge' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Number or userAmount',
      '(201) 234-0101$10.00',
      'Uma User$4.95',
      'Total$14.95',
    ]);
    expect(screen.getByText('On Dec 15, 2026')).toBeTruthy();
  });

  it('pages the ledger and lists the statements, each linking to its printable page', async () => {
    billingBackend.ledger = Array.from({ length: 12 }, (_, i) => line(12 - i, 'charge', 100, (12 - i) * 100));
    billingBackend.months = [
      { month: '2026-11', entries: 7 },
      { month: '2026-10', entries: 5 },
    ];
    const { user } = renderApp('/account/billing', { profile: adminProfile() });

    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(11);
    expect(within(ledger).getAllByRole('row')[1]!.textContent).toContain('Plan charge 12');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Ledger pages' })).getByRole('button', { name: /Next/ }),
    );
    expect(await screen.findByText('Plan charge 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'November 2026' }).getAttribute('href')).toBe(
      '/account/billing/statements/2026-11',
    );
    expect(screen.getByRole('link', { name: 'October 2026' })).toBeTruthy();
  });

  it('says when there is nothing to show yet', async () => {
    renderApp('/account/billing', { profile: adminProfile() });

    expect(await screen.findByText('There are no charges or payments yet.')).toBeTruthy();
    expect(screen.getByText('Nothing is scheduled to be charged.')).toBeTruthy();
    expect(await screen.findByText('There are no statements yet.')).toBeTruthy();
  });

  it('sends a member who is not an account admin to the profile (spec 1)', async () => {
    const { router } = renderApp('/account/billing', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});

describe('statement page', () => {
  it('shows the opening balance, the lines and the closing balance, and prints', async () => {
    billingBackend.statements.set('2026-10', {
      month: '2026-10',
      openingBalance: 500,
      lines: [
        {
          id: 1,
          date: '2026-10-02T10:00:00.000Z',
          kind: 'charge',
          description: 'Plan',
          amount: 1_000,
          effect: 1_000,
        },
        {
          id: 2,
          date: '2026-10-09T10:00:00.000Z',
          kind: 'payment',
          description: 'Payment',
          amount: 700,
          effect: -700,
        },
      ],
      closingBalance: 800,
    });
    // happy-dom has no window.print.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const { user } = renderApp('/account/billing/statements/2026-10', { profile: adminProfile() });

    expect(await screen.findByRole('heading', { name: 'Statement for October 2026' })).toBeTruthy();
    expect(await screen.findByText('Opening balance: $5.00')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Statement lines' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateTypeDescriptionAmount',
      'Oct 2, 2026ChargePlan$10.00',
      'Oct 9, 2026PaymentPayment-$7.00',
    ]);
    expect(screen.getByText('Closing balance: $8.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
