import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketItem, seatItem } from '../../../test/fixtures/basket.ts';
import { brandTwo, guestProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { Profile } from '../../api/profile.ts';
import { LOGIN_ROUND_TRIP } from './components/basket-step-account.tsx';
import { checkoutPasswordAtom } from './state/checkout-password.ts';

const TN = '+12012340100';
const PRICING = {
  ...guestProfile().pricing,
  plans: {
    '0': { id: 0, name: 'Port Away', mrc: 0, adminOnly: false },
    '1': { id: 1, name: 'Park', mrc: 200, adminOnly: false },
    '2': { id: 2, name: 'Notify', mrc: 400, adminOnly: true },
    '3': { id: 3, name: 'Forward', mrc: 600, adminOnly: false },
  },
};

/** The search page with the visitor's basket (holding `items`) open. */
async function openBasket(profile: Profile, items = [basketItem(TN, { basketItemId: 7 })]) {
  const uuid = crypto.randomUUID();
  backend.baskets.set(uuid, { items });
  backend.profile = { ...profile, basketUuid: uuid };
  const view = renderApp('/search?npa=201&showBasket=1');
  const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  await within(dialog).findAllByRole('listitem');
  return { ...view, uuid, dialog: within(dialog) };
}

const guest = () => guestProfile({ pricing: PRICING });

/** Fills Account Info with a complete guest's answers. */
async function fillAccount(view: Awaited<ReturnType<typeof openBasket>>) {
  const step = within(screen.getByRole('dialog', { name: 'Account Info' }));
  const type = (label: string, text: string) => view.user.type(step.getByLabelText(label), text);
  await type('First name', 'Ada');
  await type('Last name', 'Lovelace');
  await type('Address', '12 Elm St Apt 4');
  await type('City', 'Hoboken');
  await view.user.selectOptions(step.getByLabelText('State'), 'NJ');
  await type('Postal Code', '07030');
  await type('Contact Number', '(201) 234-5678');
  await type('Email', 'new@example.com');
  await type('Password', 'Correct1horse');
  await view.user.selectOptions(step.getByLabelText('How did you hear about us?'), 'friend');
  await view.user.click(step.getByRole('checkbox', { name: /terms and conditions/ }));
  return step;
}

describe('a guest going through the steps', () => {
  it("goes from the cart to Account Info, 'Step 2 of 3', with Continue disabled until the form is valid", async () => {
    const view = await openBasket(guest());
    expect(view.dialog.getByText('Step 1 of 3')).toBeTruthy();
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));

    const step = within(await screen.findByRole('dialog', { name: 'Account Info' }));
    expect(step.getByText('Step 2 of 3')).toBeTruthy();
    const next = step.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await fillAccount(view);
    expect(next.disabled).toBe(false);
  });

  it('saves the form with PATCH, keeps the password only in memory, and shows Payment Info', async () => {
    const view = await openBasket(guest());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = await fillAccount(view);
    await view.user.click(step.getByRole('button', { name: 'Continue' }));

    const payment = await screen.findByRole('dialog', { name: 'Payment Info' });
    expect(within(payment).queryByText(/Step \d of 3/)).toBeNull();
    const [saved] = callsTo('updateBasket') as { data: Record<string, unknown> }[];
    expect(saved?.data).toMatchObject({
      firstName: 'Ada',
      address: '12 Elm St Apt 4',
      state: 'NJ',
      email: 'new@example.com',
      stated_source: 'friend',
      agree_terms: true,
      business: false,
    });
    expect(JSON.stringify(saved)).not.toContain('Correct1horse');
    expect(view.store.get(checkoutPasswordAtom)).toBe('Correct1horse');

    // Back from Payment Info returns a guest to Account Info, with what was typed.
    await view.user.click(within(payment).getByRole('button', { name: 'Back' }));
    const again = within(await screen.findByRole('dialog', { name: 'Account Info' }));
    expect((again.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    await view.user.click(again.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
  });

  it("shows the spec's messages once a field is left, and a PO box is refused", async () => {
    const view = await openBasket(guest());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = within(await screen.findByRole('dialog', { name: 'Account Info' }));
    await view.user.click(step.getByLabelText('First name'));
    await view.user.tab();
    expect(step.getByText('First name is required')).toBeTruthy();
    await view.user.type(step.getByLabelText('Address'), 'PO Box 12');
    await view.user.tab();
    expect(step.getByText('PO boxes are not accepted. Please enter a street address')).toBeTruthy();
  });

  it("says 'Email is already in use.' for a taken email, and asks for a business name for a business", async () => {
    const view = await openBasket(guest());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = await fillAccount(view);
    await view.user.clear(step.getByLabelText('Email'));
    await view.user.type(step.getByLabelText('Email'), 'ada@example.com');
    await view.user.tab();
    expect(await step.findByText('Email is already in use.')).toBeTruthy();
    expect((step.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    await view.user.click(step.getByRole('checkbox', { name: 'I am a business' }));
    await view.user.click(step.getByLabelText('Business name'));
    await view.user.tab();
    expect(step.getByText('Business name is required if you are a business')).toBeTruthy();
  });

  it('counts a failed email check as valid', async () => {
    // A request that never answers (the network failed) is not a reason to stop the visitor.
    server.use(http.post('/api/validate/username', () => Response.error()));
    const view = await openBasket(guest());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = await fillAccount(view);
    await view.user.click(step.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Info' })).toBeTruthy();
  });

  it('offers a Log in link that comes back to the search page with the basket open', async () => {
    const view = await openBasket(guest());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = within(await screen.findByRole('dialog', { name: 'Account Info' }));
    expect(step.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(LOGIN_ROUND_TRIP);
    expect(LOGIN_ROUND_TRIP).toBe('/login?post_login_url=%2Fsearch%3FshowBasket%3D1');
  });
});

describe('a licensed number', () => {
  const licensed = () => [basketItem(TN, { basketItemId: 7, mode: 'license', price: 2_500, nrc: 2_500 })];

  it('needs the four agreements before Continue, and ticking ownership shows a warning', async () => {
    const view = await openBasket(guest(), licensed());
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const step = await fillAccount(view);
    const next = step.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    const agreements = within(step.getByRole('group', { name: 'Licensed numbers' }));
    const boxes = agreements.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await view.user.click(boxes[0] as HTMLElement);
    const warning = await screen.findByRole('alertdialog', { name: 'About licensed numbers' });
    await view.user.click(within(warning).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    for (const box of boxes.slice(1)) await view.user.click(box);
    expect(next.disabled).toBe(false);
  });

  it('offers no port-away plan, and admin-only plans only to employees', async () => {
    const customer = await openBasket(guest(), licensed());
    const options = (customer.dialog.getByLabelText('Plan') as HTMLSelectElement).options;
    expect([...options].map((option) => option.text)).toEqual(['Park ($2.00/mo)', 'Forward ($6.00/mo)']);
  });

  it('shows an employee the admin-only plans', async () => {
    const staff = await openBasket(userProfile({ isEmployee: true, pricing: PRICING }));
    const options = (staff.dialog.getByLabelText('Plan') as HTMLSelectElement).options;
    expect([...options].map((option) => option.value)).toEqual(['0', '1', '2', '3']);
  });
});

describe('a signed-in buyer', () => {
  it('skips Account Info: Continue opens Payment Info without a step image, and Back returns to the cart', async () => {
    const view = await openBasket(userProfile({ pricing: PRICING }));
    expect(view.dialog.queryByText(/Step \d of 3/)).toBeNull();
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const payment = within(await screen.findByRole('dialog', { name: 'Payment Info' }));
    expect(payment.getByRole('region', { name: 'Account information' })).toBeTruthy();
    await view.user.click(payment.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
  });
});

describe('the users section on the second brand', () => {
  const brandTwoGuest = () =>
    guestProfile({
      brandingId: 2,
      brand: brandTwo,
      pricing: { ...PRICING, users: { admin: { mrc: 495 }, user: { mrc: 495 } } },
    });

  it('lists the user lines and adds admin and standard users for a guest', async () => {
    const view = await openBasket(brandTwoGuest(), [
      basketItem(TN, { basketItemId: 7 }),
      seatItem('admin', { basketItemId: 8 }),
    ]);
    const users = within(view.dialog.getByRole('region', { name: 'Users' }));
    expect(users.getByRole('listitem', { name: 'Admin user 1' })).toBeTruthy();
    await view.user.click(users.getByRole('button', { name: 'Add standard user ($4.95/mo)' }));
    expect(callsTo('addBasketItem')).toEqual([expect.objectContaining({ type: 'user' })]);
    expect(await users.findByRole('listitem', { name: 'Standard user 1' })).toBeTruthy();
  });

  it('is not shown to a signed-in buyer, nor on the first brand', async () => {
    const brandOne = await openBasket(guest());
    expect(brandOne.dialog.queryByRole('region', { name: 'Users' })).toBeNull();
  });
});

describe('the totals', () => {
  it("show Today's Total, what is billed upon port-in, and the monthly total from the basket's charges", async () => {
    const uuid = crypto.randomUUID();
    const line = { basketItemId: 7, tn: TN, months: null, kind: 'number' as const };
    backend.baskets.set(uuid, {
      items: [basketItem(TN, { basketItemId: 7, billingPeriod: 12 })],
      charges: {
        today: {
          lines: [
            { ...line, description: 'Number', amount: 4_900 },
            { ...line, kind: 'plan', months: 12, description: 'Park plan, 12 months', amount: 2_400 },
          ],
          total: 7_300,
        },
        uponPortIn: {
          lines: [{ ...line, kind: 'portInFee', description: 'Port-in fee', amount: 500 }],
          total: 500,
        },
        monthly: { lines: [], total: 200 },
      },
    });
    backend.profile = { ...guest(), basketUuid: uuid };
    renderApp('/search?npa=201&showBasket=1');
    const dialog = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
    const totals = within((await dialog.findByText('Subtotal due today')).closest('dl') as HTMLElement);
    const amount = async (label: string) =>
      totals.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(await amount('Subtotal due today')).toBe('$73.00');
    expect(await amount('Billed upon port-in')).toBe('$5.00');
    expect(await amount('Monthly')).toBe('$2.00');
  });
});
