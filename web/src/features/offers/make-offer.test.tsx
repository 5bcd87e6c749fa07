import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offer, PAST } from '../../../test/fixtures/offers.ts';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { searchNumber } from '../../../test/fixtures/search.ts';
import { callsTo, listNumbers } from '../../../test/msw/handlers.ts';
import { negotiationsBackend } from '../../../test/msw/negotiation-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TN = '+14062340123';
type User = ReturnType<typeof renderApp>['user'];

async function payWithTestCard(user: User) {
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Send Offer' }));
}

describe('the make-offer dialog', () => {
  it('opens from a negotiable number in the search results', async () => {
    listNumbers([searchNumber(TN, { showNegotiable: true }), searchNumber('+14062340124')]);
    const { user, router } = renderApp('/search?npa=406');

    const links = await screen.findAllByRole('link', { name: /Make an offer on/ });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/make-offer'));
    expect(await screen.findByRole('dialog', { name: 'Make an Offer' })).toBeTruthy();
  });

  it("checks the amount with the spec's messages before anything is sent", async () => {
    const { user } = renderApp(`/make-offer?tn=${encodeURIComponent(TN)}`, { profile: adminProfile() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an Offer' }));

    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Offer amount is required.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Your offer ($)'), '$20');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Please enter a valid dollar amount.')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Your offer ($)'));
    await user.type(dialog.getByLabelText('Your offer ($)'), '9.94');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Please enter an offer of at least $9.95.')).toBeTruthy();
    expect(callsTo('makeOffer')).toEqual([]);
  });

  it('lets a guest offer with a new account and a card hold, then says the offer is sent', async () => {
    const { user } = renderApp(`/make-offer?tn=${encodeURIComponent(TN)}&offer=250`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an Offer' }));
    expect((dialog.getByLabelText('Your offer ($)') as HTMLInputElement).value).toBe('250');
    await user.type(dialog.getByLabelText('Email'), 'jo@example.com');
    await user.type(dialog.getByLabelText('Password'), 'Secret123');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/We hold your offer of \$250.00/)).toBeTruthy();
    await payWithTestCard(user);

    expect(await screen.findByRole('dialog', { name: 'Offer Sent' })).toBeTruthy();
    expect(callsTo('makeOffer')).toEqual([
      {
        tn: TN,
        offer: 25_000,
        email: 'jo@example.com',
        password: 'Secret123',
        paymentIntentId: 'pm_sim_test0001',
        recaptchaToken: 'dev-recaptcha-token',
      },
    ]);
  });

  it("asks a guest for the new account's email and password", async () => {
    const { user } = renderApp(`/make-offer?tn=${encodeURIComponent(TN)}&offer=250`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an Offer' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Email is required')).toBeTruthy();
    expect(dialog.getByText('Password is invalid')).toBeTruthy();
  });

  it('holds only $1.00 for a high offer, paid by wire transfer', async () => {
    const { user } = renderApp(`/make-offer?tn=${encodeURIComponent(TN)}&offer=10000`, {
      profile: adminProfile(),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/paid by wire transfer. We hold \$1.00 on your card/)).toBeTruthy();
  });

  it('tells a user-role member that only account admins make offers', async () => {
    renderApp(`/make-offer?tn=${encodeURIComponent(TN)}`, { profile: userProfile() });
    expect(
      await screen.findByText('You must be logged in as an account admin to make an offer.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Your offer ($)')).toBeNull();
  });

  it('asks an account over its credit limit to pay its balance first', async () => {
    renderApp(`/make-offer?tn=${encodeURIComponent(TN)}`, {
      profile: adminProfile({ accountBalance: 5_000, creditLimit: 1_000 }),
    });
    expect(await screen.findByRole('link', { name: 'Pay My Bill' })).toBeTruthy();
  });
});

describe('offer links', () => {
  it('accepts a countered offer, then puts the number in the basket at the accepted price', async () => {
    const countered = offer({ tn: TN, formattedTn: '(406) 234-0123' });
    negotiationsBackend.offers = [countered];
    listNumbers([searchNumber(TN)]);
    const { user, router } = renderApp(`/make-offer?uuid=${countered.uuid}`, { profile: adminProfile() });

    const dialog = within(await screen.findByRole('dialog', { name: 'Counter Offer' }));
    expect(dialog.getByText(/answered your offer of \$250.00 with \$400.00/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Accept Counter Offer' }));

    const accepted = within(await screen.findByRole('dialog', { name: 'Offer Accepted' }));
    expect(accepted.getByText(/Our sales team will contact you by email/)).toBeTruthy();
    await user.click(accepted.getByRole('button', { name: 'Buy Now for $400.00' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(callsTo('acceptCounterOffer')).toEqual([{ uuid: countered.uuid, status: 'accepted' }]);
    expect(callsTo('addBasketItem')).toEqual([
      expect.objectContaining({ tn: TN, mode: 'buy', data: { negotiationUUID: countered.uuid } }),
    ]);
  });

  it.each([
    ['completed', offer({ status: 'completed', expirationDate: PAST }), 'Offer Already Completed'],
    ['expired', offer({ expirationDate: PAST }), 'Offer Expired'],
    [
      'still waiting for the seller',
      offer({ status: 'submitted', counterOffer: null }),
      'Offer Not Accepted',
    ],
  ])('shows an error modal for an offer that is %s', async (_case, link, message) => {
    negotiationsBackend.offers = [link];
    renderApp(`/make-offer?uuid=${link.uuid}`, { profile: adminProfile() });
    const modal = await screen.findByRole('alertdialog');
    expect(modal.textContent).toContain(message);
  });

  it('sends a guest to log in first, and back to the link afterwards', async () => {
    const { router } = renderApp(`/make-offer?uuid=${offer().uuid}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/make-offer?uuid='));
  });

  it("says 'Sorry, this number is no longer available.' when an offer-checkout link finds nothing", async () => {
    renderApp(`/offer-checkout?id=99&uuid=${offer().uuid}&tn=${encodeURIComponent(TN)}`, {
      profile: adminProfile(),
    });
    const modal = await screen.findByRole('alertdialog');
    expect(modal.textContent).toContain('Sorry, this number is no longer available.');
  });

  it('puts an accepted offer of an offer-checkout link straight into the basket', async () => {
    const accepted = offer({ tn: TN, status: 'accepted' });
    negotiationsBackend.offers = [accepted];
    listNumbers([searchNumber(TN)]);
    const { router } = renderApp(
      `/offer-checkout?id=${accepted.negotiationId}&uuid=${accepted.uuid}&tn=${TN}`,
      {
        profile: adminProfile(),
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(callsTo('addBasketItem')).toEqual([
      expect.objectContaining({ data: { negotiationUUID: accepted.uuid } }),
    ]);
  });
});
