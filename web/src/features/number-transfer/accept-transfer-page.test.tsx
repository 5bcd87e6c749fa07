import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.d.ts';
import { adminProfile, guestProfile } from '../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../test/msw/handlers.ts';
import {
  numberTransferHandlers,
  resetTransferBackend,
  transferBackend,
} from '../../../test/msw/number-transfer-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Offer = components['schemas']['NumberTransferOffer'];

const ADA = adminProfile().userInfo?.email ?? '';

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    tn: '+12012340101',
    humanTn: '(201) 234-0101',
    plan: { id: 3, name: 'Forward' },
    billingPeriod: 1,
    mrc: 600,
    fromCompany: 'Acme Parking Co',
    email: ADA,
    status: 'offered',
    expiresAt: '2026-11-29T12:00:00.000Z',
    movesOn: null,
    hasLogin: true,
    receivingAccounts: [],
    acceptedInto: null,
    ...overrides,
  };
}

beforeEach(() => {
  resetTransferBackend();
  server.use(...numberTransferHandlers);
});

describe('number transfer link page', () => {
  it('shows the number, its plan and price, the sender’s company and that there are no fees', async () => {
    transferBackend.offers.set('tok', offer());
    renderApp('/number-transfer/tok', { profile: guestProfile() });

    expect(await screen.findByText('Acme Parking Co')).toBeTruthy();
    expect(screen.getByText('(201) 234-0101')).toBeTruthy();
    expect(
      screen.getByText(/its plan, Forward, at \$6\.00 a month \(billed monthly\)\. There are no fees\./),
    ).toBeTruthy();
  });

  it('asks a signed-out owner with a login to log in, and comes back to the link after', async () => {
    transferBackend.offers.set('tok', offer());
    renderApp('/number-transfer/tok', { profile: guestProfile() });

    const login = await screen.findByRole('link', { name: 'Log in to accept' });
    expect(login.getAttribute('href')).toBe('/login?post_login_url=%2Fnumber-transfer%2Ftok');
  });

  it('asks someone without a login to create an account first, then come back', async () => {
    transferBackend.offers.set('tok', offer({ email: 'new@example.com', hasLogin: false }));
    renderApp('/number-transfer/tok', { profile: guestProfile() });

    expect(
      await screen.findByText(/You need a Numberyard account for new@example.com to accept\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/basket');
  });

  it('tells someone signed in as another email to log in as the offered one', async () => {
    transferBackend.offers.set('tok', offer({ email: 'other@example.com' }));
    renderApp('/number-transfer/tok', { profile: adminProfile() });

    expect(
      await screen.findByText(
        `You are logged in as ${ADA}. Log out, then log in as other@example.com to accept this transfer.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Transfer' })).toBeNull();
  });

  it('accepts into the admin account the new owner chooses and shows the moving day', async () => {
    transferBackend.offers.set(
      'tok',
      offer({
        receivingAccounts: [
          { accountId: 41, company: 'First LLC' },
          { accountId: 42, company: 'Second LLC' },
        ],
      }),
    );
    const { user } = renderApp('/number-transfer/tok', { profile: adminProfile() });

    await user.selectOptions(await screen.findByLabelText('Receive it into'), 'Second LLC');
    await user.click(screen.getByRole('button', { name: 'Accept Transfer' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Accepted into Second LLC. The number moves on Dec 24, 2026.',
    );
    expect(callsTo('acceptNumberTransfer')).toEqual([{ accountId: 42 }]);
  });

  it('says when none of the signed-in owner’s accounts can receive it', async () => {
    transferBackend.offers.set('tok', offer());
    renderApp('/number-transfer/tok', { profile: adminProfile() });

    expect(await screen.findByText(/None of your accounts can receive it/)).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    renderApp('/number-transfer/gone', { profile: guestProfile() });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This transfer link is not valid. It may have expired or been cancelled.',
    );
  });
});
