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
  it('opens over the search results from a negotiable number, and Escape closes it back to them', async () => {
    listNumbers([searchNumber(TN, { showNegotiable: true }), searchNumber('+14062340124')]);
    const { user, router } = renderApp('/search?npa=406');

    const links = await screen.findAllByRole('link', { name: /Make an offer on/ });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('makeOffer')).toBe(TN);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Your offer ($)')));
    // The results stay behind the dialog.
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make an Offer' })).toBeNull());
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).not.toContain('makeOffer');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('keeps Tab inside the dialog over the search results', async () => {
    listNumbers([searchNumber(TN, { showNegotiable: true })]);
    const { user } = renderApp(`/search?npa=406&makeOffer=${encodeURIComponent(TN)}`, {
      profile: adminProfile(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('sends an offer from the dialog over the search results and closes back to them', async () => {
    listNumbers([searchNumber(TN, { showNegotiable: true })]);
    const { user, router } = renderApp(`/search?npa=406&makeOffer=${encodeURIComponent(TN)}`, {
      profile: adminProfile(),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an Offer' }));
    await user.type(dialog.getByLabelText('Your offer ($)'), '120');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await payWithTestCard(user);

    const sent = within(await screen.findByRole('dialog', { name: 'Offer Sent' }));
    expect(sent.getByText(/Your offer of \$120.00/)).toBeTruthy();
    await user.click(sent.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/search');
    expect(callsTo('makeOffer')).toEqual([expect.objectContaining({ tn: TN, offer: 12_000 })]);
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
    ['submitted but expired', offer({ status: 'submitted', expirationDate: PAST }), 'Offer Expired'],
    ['declined', offer({ status: 'declined', counterOffer: null }), 'Offer Not Accepted'],
  ])('shows an error modal for an offer that is %s', async (_case, link, message) => {
    negotiationsBackend.offers = [link];
    renderApp(`/make-offer?uuid=${link.uuid}`, { profile: adminProfile() });
    const modal = await screen.findByRole('alertdialog');
    expect(modal.textContent).toContain(message);
  });

  it("says an offer still awaiting the seller's answer is waiting, and until when", async () => {
    const waiting = offer({
      status: 'submitted',
      counterOffer: null,
      offer: 25_000,
      expirationDate: '2099-01-01T12:00:00.000Z',
    });
    negotiationsBackend.offers = [waiting];
    renderApp(`/make-offer?uuid=${waiting.uuid}`, { profile: adminProfile() });

    const dialog = await screen.findByRole('dialog', { name: 'Offer Waiting' });
    expect(dialog.textContent).toMatch(
      /Your offer of \$250.00 on \(406\) 234-0123 is waiting for the seller's answer; it expires Jan 1, 2099/,
    );
    expect(dialog.textContent).not.toContain('Offer Not Accepted');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Accept|Buy Now/ })).toBeNull();
  });

  it('shows the waiting state for an offer-checkout link of a submitted offer too', async () => {
    const waiting = offer({ status: 'submitted', counterOffer: null, offer: 25_000 });
    negotiationsBackend.offers = [waiting];
    renderApp(`/offer-checkout?id=${waiting.negotiationId}&uuid=${waiting.uuid}&tn=${TN}`, {
      profile: adminProfile(),
    });
    expect(await screen.findByRole('dialog', { name: 'Offer Waiting' })).toBeTruthy();
    expect(callsTo('addBasketItem')).toEqual([]);
  });

  it('shows a countered offer of an offer-checkout link with Accept Counter Offer', async () => {
    const countered = offer({ tn: TN });
    negotiationsBackend.offers = [countered];
    renderApp(`/offer-checkout?id=${countered.negotiationId}&uuid=${countered.uuid}&tn=${TN}`, {
      profile: adminProfile(),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter Offer' }));
    expect(dialog.getByText(/with \$400.00/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Accept Counter Offer' })).toBeTruthy();
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
