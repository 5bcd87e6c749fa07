import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAST, sellerNegotiation } from '../../../../test/fixtures/offers.ts';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { negotiationsBackend } from '../../../../test/msw/negotiation-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });

const listCalls = () => callsTo('listSellerNegotiations') as URLSearchParams[];

describe('the broker Offers tab (/account/broker/negotiations)', () => {
  it('lists each offer with list price, offer and minimum, sorted by expiration date', async () => {
    negotiationsBackend.sellerNegotiations = [sellerNegotiation('+14062340123')];
    renderApp('/account/broker/negotiations', { profile: broker() });

    const table = within(await screen.findByRole('table', { name: 'Offers' }));
    const row = table.getByText('(406) 234-0123').closest('tr')!;
    expect(row.textContent).toContain('$500.00');
    expect(row.textContent).toContain('$250.00');
    expect(row.textContent).toContain('$200.00');
    const query = listCalls()[0]!;
    expect(query.get('$include')).toBe('brokerage');
    expect(query.get('$sort[expirationDate]')).toBe('-1');
  });

  it('shows the expiration date green while ahead and red once past, and no actions on an expired offer', async () => {
    negotiationsBackend.sellerNegotiations = [
      sellerNegotiation('+14062340123'),
      sellerNegotiation('+14062340124', { expirationDate: PAST }),
    ];
    renderApp('/account/broker/negotiations', { profile: broker() });

    const table = within(await screen.findByRole('table', { name: 'Offers' }));
    const open = table.getByText('(406) 234-0123').closest('tr')!;
    const past = table.getByText('(406) 234-0124').closest('tr')!;
    expect(open.lastElementChild!.className).toBe('negotiation__expiry--open');
    expect(past.lastElementChild!.className).toBe('negotiation__expiry--past');
    expect(within(past).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('says so when there are no offers', async () => {
    renderApp('/account/broker/negotiations', { profile: broker() });
    expect(await screen.findByText('No offers to display.')).toBeTruthy();
  });

  it("sends a counter offer in cents and says 'Counter offer submitted'", async () => {
    negotiationsBackend.sellerNegotiations = [sellerNegotiation('+14062340123')];
    const { user } = renderApp('/account/broker/negotiations', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Counter the offer on (406) 234-0123' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Counter Offer' }));
    await user.type(dialog.getByLabelText('Counter offer ($)'), '400');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Counter offer submitted')).toBeTruthy();
    expect(callsTo('answerNegotiation')).toEqual([
      { uuid: sellerNegotiation('+14062340123').uuid, status: 'countered', offer: 40_000 },
    ]);
    expect(await screen.findByText('Countered at $400.00')).toBeTruthy();
  });

  it('refuses a counter offer under $9.95 before sending it', async () => {
    negotiationsBackend.sellerNegotiations = [sellerNegotiation('+14062340123')];
    const { user } = renderApp('/account/broker/negotiations', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Counter the offer on (406) 234-0123' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Counter Offer' }));
    await user.type(dialog.getByLabelText('Counter offer ($)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByText('Please enter an offer of at least $9.95.')).toBeTruthy();
    expect(callsTo('answerNegotiation')).toEqual([]);
  });

  it('accepts and declines offers', async () => {
    negotiationsBackend.sellerNegotiations = [
      sellerNegotiation('+14062340123'),
      sellerNegotiation('+14062340124'),
    ];
    const { user } = renderApp('/account/broker/negotiations', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Accept the offer on (406) 234-0123' }));
    await screen.findByText('Accepted');
    await user.click(screen.getByRole('button', { name: 'Decline the offer on (406) 234-0124' }));
    await screen.findByText('Declined');
    expect(callsTo('answerNegotiation')).toEqual([
      { uuid: sellerNegotiation('+14062340123').uuid, status: 'accepted' },
      { uuid: sellerNegotiation('+14062340124').uuid, status: 'declined' },
    ]);
  });

  it('filters by the ?tn= of the URL (the listing links use it)', async () => {
    negotiationsBackend.sellerNegotiations = [
      sellerNegotiation('+14062340123'),
      sellerNegotiation('+14062340124'),
    ];
    renderApp('/account/broker/negotiations?tn=4062340124', { profile: broker() });

    const table = within(await screen.findByRole('table', { name: 'Offers' }));
    expect(table.queryByText('(406) 234-0123')).toBeNull();
    expect(listCalls().at(-1)!.get('tn')).toBe('+14062340124');
  });

  it('downloads the CSV with Accept: text/csv as brokerage-negotiations-{date}.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:negotiations');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/account/broker/negotiations', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^brokerage-negotiations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(callsTo('downloadSellerNegotiationsCsv')).toHaveLength(1);
    click.mockRestore();
  });

  it('lets staff in to answer the house offers', async () => {
    renderApp('/account/broker/negotiations', { profile: staffProfile() });
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeTruthy();
  });

  it('opens /account/broker on the Offers tab for staff who are not brokers, with that tab only', async () => {
    for (const profile of [staffProfile(), adminProfile({ adminUser: true })]) {
      const { router, unmount } = renderApp('/account/broker/listings', { profile });
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/broker/negotiations'));
      const tabs = within(await screen.findByRole('navigation', { name: 'Broker' }));
      expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Offers']);
      unmount();
    }
  });

  it("takes staff from the account menu's Offers to the Offers tab", async () => {
    const { user, router } = renderApp('/account/profile', { profile: staffProfile() });
    const menu = within(await screen.findByRole('navigation', { name: 'Account' }));
    await user.click(menu.getByRole('link', { name: 'Offers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/broker/negotiations'));
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeTruthy();
  });

  it('sends an admin whose account does not sell to /account/sell-my-numbers', async () => {
    const { router } = renderApp('/account/broker', { profile: adminProfile() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sell-my-numbers'));
  });

  it('shows the Offers tab among the built tabs (Listings, Licenses, Offers, Earnings, Tools)', async () => {
    renderApp('/account/broker/negotiations', { profile: broker() });
    const tabs = within(await screen.findByRole('navigation', { name: 'Broker' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Listings',
      'Licenses',
      'Offers',
      'Earnings',
      'Tools',
    ]);
  });
});
