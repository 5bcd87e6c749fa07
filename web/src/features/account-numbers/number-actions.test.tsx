import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { backend } from '../../../test/msw/backend.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { TelephoneNumber } from './account-numbers-api.ts';

const PRICING = {
  plans: {
    '1': { id: 1, name: 'Park', mrc: 200, adminOnly: false },
    '2': { id: 2, name: 'Notify', mrc: 400, adminOnly: true },
    '3': { id: 3, name: 'Forward', mrc: 600, adminOnly: false },
    '6': { id: 6, name: 'Unlimited', mrc: 1900, adminOnly: false },
  },
  users: { admin: { mrc: 0 }, user: { mrc: 0 } },
  fees: { lnp: 0, transfer: 0 },
};
const PLAN_NAMES: Record<number, string> = { 1: 'Park', 2: 'Notify', 3: 'Forward', 6: 'Unlimited' };
const PLAN_MRC: Record<number, number> = { 1: 200, 2: 400, 3: 600, 6: 1900 };

function quoteFor(number: TelephoneNumber, planId: number) {
  const up = PLAN_MRC[planId]! > number.mrc;
  return {
    tn: number.tn,
    fromPlan: { ...number.plan, mrc: number.mrc },
    toPlan: { id: planId, name: PLAN_NAMES[planId]!, mrc: PLAN_MRC[planId]! },
    charge: {
      kind: up ? ('charge' as const) : ('credit' as const),
      amountCents: 200,
      from: '2027-02-14',
      to: '2027-02-28',
    },
  };
}

async function openOptions(
  profile = adminProfile({ pricing: PRICING }),
  number = telephoneNumber('+12012340101'),
) {
  telephoneNumberBackend.numbers = [number];
  telephoneNumberBackend.quote = quoteFor;
  const rendered = renderApp('/account/numbers', { profile });
  await rendered.user.click(await screen.findByRole('button', { name: 'Options for (201) 234-0101' }));
  return { ...rendered, menu: within(screen.getByRole('list', { name: 'Options for (201) 234-0101' })) };
}

describe('a number’s Options menu', () => {
  it('links to the number’s settings, ownership transfer and conversations', async () => {
    const { menu } = await openOptions();
    expect(menu.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/account/numbers/12012340101',
    );
    expect(menu.getByRole('link', { name: 'Ownership Transfer' }).getAttribute('href')).toBe(
      '/account/numbers/12012340101/transfer',
    );
    expect(menu.getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe(
      '/account/messages?tn=12012340101',
    );
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user } = await openOptions();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Options for (201) 234-0101' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options for (201) 234-0101' }));
  });
});

describe('the Change plan dialog', () => {
  it('shows the prorated charge of the chosen plan before confirming, then changes the plan', async () => {
    const { user, menu } = await openOptions();
    await user.click(menu.getByRole('button', { name: 'Change plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the plan of (201) 234-0101' }));
    expect(dialog.getByRole('button', { name: 'Confirm plan change' })).toHaveProperty('disabled', true);
    // The current plan is not offered, nor (to a customer) an admin-only one.
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a plan…',
      'Park ($2.00 a month)',
      'Unlimited ($19.00 a month)',
    ]);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'New plan' }), '6');
    expect(
      await dialog.findByText(
        'You will be charged $2.00 now: Unlimited at $19.00 a month instead of Forward at $6.00, from today until Feb 28, 2027.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm plan change' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.calls.find((c) => c.operation === 'changePlan')?.body).toEqual({
      tn: '12012340101',
      planId: 6,
    });
    expect(await screen.findByText('Unlimited')).toBeTruthy();
  });

  it('tells a downgrade’s credit, and offers admin-only plans to employees', async () => {
    const { user, menu } = await openOptions(staffProfile({ role: 'admin', pricing: PRICING }));
    await user.click(menu.getByRole('button', { name: 'Change plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('option', { name: 'Notify ($4.00 a month)' })).toBeTruthy();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'New plan' }), '1');
    expect(await dialog.findByText(/^Your balance will be credited \$2\.00: Park/)).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const { user, menu } = await openOptions();
    await user.click(menu.getByRole('button', { name: 'Change plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'New plan' }), '6');
    await dialog.findByText(/You will be charged/);
    telephoneNumberBackend.nextError = {
      status: 422,
      body: {
        name: 'RuleViolationError',
        code: 'messaging.plan_not_offered',
        message: 'Plan 6 is not offered.',
      },
    };
    await user.click(dialog.getByRole('button', { name: 'Confirm plan change' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Plan 6 is not offered.');
  });
});

describe('assigning a number to a user', () => {
  it('lists the account’s users and sends the chosen one', async () => {
    backend.accountUsers = [
      {
        userId: 501,
        email: 'uma@example.com',
        firstName: 'Uma',
        lastName: 'User',
        role: 'user',
        nickname: '',
        isCurrentUser: false,
      },
    ];
    const { user, menu } = await openOptions();
    await user.click(menu.getByRole('button', { name: 'Assign to user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign (201) 234-0101' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'User' }), 'Uma User (uma@example.com)');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));

    await waitFor(() =>
      expect(backend.calls.find((c) => c.operation === 'updateTelephoneNumber')?.body).toEqual({
        tn: '12012340101',
        assignedUserId: 501,
      }),
    );
  });
});

describe('releasing a number', () => {
  it('names what is lost in the confirmation, and removes the number once confirmed', async () => {
    const { user, menu } = await openOptions();
    await user.click(menu.getByRole('button', { name: 'Release' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm Release' }));
    expect(
      dialog.getByText(
        'Release (201) 234-0101? You lose the number itself, its Forward plan ($6.00 a month), and its ' +
          'messages and forwarding settings. Billing for it stops. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/You have no numbers yet\./)).toBeTruthy();
    expect(backend.calls.find((c) => c.operation === 'releaseTelephoneNumber')?.body).toEqual({
      tn: '12012340101',
    });
  });

  it('keeps the number when the admin cancels', async () => {
    const { user, menu } = await openOptions();
    await user.click(menu.getByRole('button', { name: 'Release' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((c) => c.operation === 'releaseTelephoneNumber')).toBe(false);
    expect(screen.getByText('(201) 234-0101')).toBeTruthy();
  });
});

describe('the Options menu and the keyboard', () => {
  it('closes when focus moves on past its last item', async () => {
    const { user } = await openOptions();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Settings');
    for (let i = 0; i < 6; i++) await user.tab();
    expect(screen.queryByRole('list', { name: 'Options for (201) 234-0101' })).toBeNull();
  });
});
