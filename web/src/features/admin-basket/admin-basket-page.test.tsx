import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { basketItem } from '../../../test/fixtures/basket.ts';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { backend, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Records what the page sends to POST /api/baskets/adminItems and answers like the server. */
function recordAdminItems() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/baskets/adminItems', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      backend.baskets.get(body.basketUuid)?.items.push(basketItem('+12012345678'));
      return response(201).json(basketItem('+12012345678', { price: body.priceCents ?? 0 }));
    }),
  );
  return sent;
}

describe('admin add-number page (/account/admin-basket)', () => {
  it("shows spec 2's messages under each field and sends nothing while any rule is broken", async () => {
    const sent = recordAdminItems();
    const user = userEvent.setup();
    renderApp('/account/admin-basket', { profile: staffProfile() });

    await screen.findByRole('heading', { name: 'Add Number' });
    await user.type(screen.getByLabelText('Commission (%)'), '60');
    await user.click(screen.getByRole('radio', { name: 'License' }));
    await user.type(screen.getByLabelText('Annual Increase (%)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));

    expect(await screen.findByText('Invalid Vendor')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Price must be defined')).toBeTruthy();
    expect(screen.getByText('Invalid percentage')).toBeTruthy();
    expect(screen.getByText('NRC must be defined (eg: 0)')).toBeTruthy();
    expect(screen.getByText('MRC must be defined (eg: 0)')).toBeTruthy();
    expect(screen.getByText('Invalid Annual Increase')).toBeTruthy();
    // The first invalid field takes focus, so the keyboard lands where the fix is.
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));

    await user.selectOptions(screen.getByLabelText('Vendor'), 'excellentnumbers');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Invalid Vendor Product Id')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('adds the number with money in cents to a new basket, then Clear Form empties the fields', async () => {
    const sent = recordAdminItems();
    const user = userEvent.setup();
    renderApp('/account/admin-basket', { profile: staffProfile() });

    await user.type(await screen.findByLabelText('Phone Number'), '(201) 234-5678');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'excellentnumbers');
    await user.type(screen.getByLabelText('Vendor Product Id'), 'EN-7');
    await user.type(screen.getByLabelText('Price ($)'), '123.45');
    await user.type(screen.getByLabelText('Commission (%)'), '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'Manual activation' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));

    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      tn: '(201) 234-5678',
      vendor: 'excellentnumbers',
      mode: 'buy',
      vendorProductId: 'EN-7',
      priceCents: 12_345,
      commissionPercent: 12.5,
      licenseNrcCents: null,
      manualActivation: true,
    });
    expect(await screen.findByText('(201) 234-5678 was added to the cart.')).toBeTruthy();

    await user.type(screen.getByLabelText('Phone Number'), '2012345679');
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('');
  });

  it('is for staff: a customer admin is sent to their own home', async () => {
    const { router } = renderApp('/account/admin-basket', { profile: adminProfile() });
    await expect.poll(() => router.state.location.pathname).toBe('/account/numbers');
  });
});
