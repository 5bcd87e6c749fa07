import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminProfile, brandTwo, guestProfile } from '../../../test/fixtures/profiles.ts';
import { fillBasket } from '../../../test/msw/basket-handlers.ts';
import { backend, callsTo, http } from '../../../test/msw/handlers.ts';
import { findPortability, portabilityResult, portInBackend } from '../../../test/msw/port-in-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LANDLINE = { tn: '+18022340100', human: '(802) 234-0100' };
const WIRELESS = { tn: '+18022340106', human: '(802) 234-0106' };
const BLOCKED = { tn: '+18022340108', human: '(802) 234-0108' };

type Rendered = ReturnType<typeof renderApp>;

async function openPage(path = '/lnp', options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Transfer Your Numbers', level: 1 });
  return view;
}

async function typeBoxes({ user }: Rendered, areaCode: string, exchange: string, lastFour: string) {
  await user.type(screen.getByRole('textbox', { name: 'Area code' }), areaCode);
  await user.type(screen.getByRole('textbox', { name: 'Exchange' }), exchange);
  await user.type(screen.getByRole('textbox', { name: 'Last four' }), lastFour);
}

async function verifyList(view: Rendered, list: string) {
  await view.user.click(screen.getByRole('button', { name: 'Transferring lots of numbers?' }));
  await view.user.type(screen.getByRole('textbox', { name: /one per line or comma separated/ }), list);
  await view.user.click(screen.getByRole('checkbox', { name: /I certify that I own these numbers/ }));
  await view.user.click(screen.getByRole('button', { name: 'VERIFY NUMBERS' }));
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const fieldError = (label: string) =>
  screen.getByLabelText(label).closest('.field')?.querySelector('.field__error')?.textContent ?? null;

describe('step 1: entering the numbers', () => {
  it('asks for the ownership certification before checking anything', async () => {
    const view = await openPage();
    await typeBoxes(view, '802', '234', '0100');
    await view.user.click(screen.getByRole('button', { name: 'VERIFY NUMBERS' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please certify that you own these numbers or are authorized to transfer them.',
    );
    expect(callsTo('checkPortability')).toEqual([]);
  });

  it("says 'You must enter a phone number to continue.' when nothing is typed", async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await view.user.click(screen.getByRole('button', { name: 'VERIFY NUMBERS' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must enter a phone number to continue.');
  });

  it("names what was typed when it is no number: 'Invalid phone number(s): {input}'", async () => {
    const view = await openPage();
    await verifyList(view, 'call me maybe');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number(s): call me maybe');
    expect(callsTo('checkPortability')).toEqual([]);
  });

  it('moves from box to box as each is filled, and checks the number the boxes make', async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('textbox', { name: 'Area code' }));
    await view.user.keyboard('8022340100');
    await view.user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await view.user.click(screen.getByRole('button', { name: 'VERIFY NUMBERS' }));

    await screen.findByRole('heading', { name: 'Your numbers' });
    expect(callsTo('checkPortability')).toEqual([[LANDLINE.tn]]);
  });

  it('works from the keyboard alone: the boxes, the certification and Verify', async () => {
    const view = await openPage();
    screen.getByRole('textbox', { name: 'Area code' }).focus();
    await view.user.keyboard('8022340100');
    await view.user.tab(); // the bulk toggle
    await view.user.tab();
    await view.user.keyboard(' ');
    expect((screen.getByRole('checkbox', { name: /I certify/ }) as HTMLInputElement).checked).toBe(true);
    await view.user.tab();
    await view.user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Your numbers' });
    expect(callsTo('checkPortability')).toEqual([[LANDLINE.tn]]);
  });

  it('fills the three boxes from the tn parameter', async () => {
    await openPage('/lnp?tn=%2B18022340100');
    expect((screen.getByRole('textbox', { name: 'Area code' }) as HTMLInputElement).value).toBe('802');
    expect((screen.getByRole('textbox', { name: 'Exchange' }) as HTMLInputElement).value).toBe('234');
    expect((screen.getByRole('textbox', { name: 'Last four' }) as HTMLInputElement).value).toBe('0100');
  });

  it('opens the bulk textarea from /bulk-number-porting', async () => {
    renderApp('/bulk-number-porting');
    expect(await screen.findByRole('textbox', { name: /one per line or comma separated/ })).toBeTruthy();
  });
});

describe('step 2: the portability results', () => {
  it('shows each number with its message; Continue waits until the number that cannot port is removed', async () => {
    findPortability(portabilityResult(WIRELESS.tn, { isWireless: true, isAccountRequired: true }));
    findPortability(
      portabilityResult(BLOCKED.tn, { isPortable: false, message: 'This number cannot be ported.' }),
    );
    const view = await openPage();
    await verifyList(view, `${LANDLINE.tn}\n${WIRELESS.tn}, ${BLOCKED.tn}`);

    await screen.findByRole('heading', { name: 'Your numbers' });
    expect(screen.getByText(BLOCKED.human).closest('li')?.textContent).toContain(
      'This number cannot be ported.',
    );
    expect(screen.getByText(WIRELESS.human).closest('li')?.textContent).toContain('Wireless');
    expect(screen.getByText(LANDLINE.human).closest('li')?.textContent).toContain(
      'Your number can be ported!',
    );
    expect(continueButton().disabled).toBe(true);

    await view.user.click(screen.getByRole('button', { name: `Remove ${BLOCKED.human}` }));
    expect(screen.queryByText(BLOCKED.human)).toBeNull();
    expect(continueButton().disabled).toBe(false);
  });

  it('Cancel goes back to the entry with what was typed', async () => {
    const view = await openPage();
    await verifyList(view, LANDLINE.tn);
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      (screen.getByRole('textbox', { name: /one per line or comma separated/ }) as HTMLTextAreaElement).value,
    ).toBe(LANDLINE.tn);
  });

  it('skips numbers the basket holds already, checking only the others', async () => {
    const basketUuid = crypto.randomUUID();
    fillBasket(basketUuid, [LANDLINE.tn]);
    const view = await openPage('/lnp', { profile: guestProfile({ basketUuid }) });
    await verifyList(view, `${LANDLINE.tn}, ${WIRELESS.tn}`);

    expect(
      await screen.findByText(`Telephone Number ${LANDLINE.human} is already in your cart.`),
    ).toBeTruthy();
    expect(callsTo('checkPortability')).toEqual([[WIRELESS.tn]]);
  });

  it("shows the check's own message when it fails, and 'Unable to check…' when the server gives none", async () => {
    portInBackend.failure = 'The carrier lookup is down.';
    const view = await openPage();
    await verifyList(view, LANDLINE.tn);
    expect((await screen.findByRole('alert')).textContent).toBe('The carrier lookup is down.');

    server.use(http.get('/api/check-portability', () => HttpResponse.error()));
    await view.user.click(screen.getByRole('button', { name: 'VERIFY NUMBERS' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Unable to check number portability, please try again later.',
      ),
    );
  });
});

async function openBilling(view: Rendered, list: string) {
  await verifyList(view, list);
  await screen.findByRole('heading', { name: 'Your numbers' });
  await view.user.click(continueButton());
  return screen.findByRole('dialog', { name: 'Current Carrier Billing Info' });
}

async function fillBilling({ user }: Rendered, dialog: HTMLElement) {
  const box = within(dialog);
  await user.type(box.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(box.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(box.getByRole('textbox', { name: 'Service address' }), '12 Elm St');
  await user.type(box.getByRole('textbox', { name: 'City' }), 'Burlington');
  await user.selectOptions(box.getByRole('combobox', { name: 'State' }), 'VT');
  await user.type(box.getByRole('textbox', { name: 'Postal Code' }), '05401');
}

describe('the Current Carrier Billing Info modal', () => {
  it('asks for the account number and PIN when a number is wireless', async () => {
    findPortability(portabilityResult(WIRELESS.tn, { isWireless: true, isAccountRequired: true }));
    const view = await openPage();
    const dialog = await openBilling(view, `${LANDLINE.tn}, ${WIRELESS.tn}`);
    await fillBilling(view, dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(fieldError('Account number')).toBe('Account number is required');
    expect(fieldError('PIN')).toBe('PIN is required');
    expect(callsTo('addBasketItem')).toEqual([]);
  });

  it('asks for the account number alone when a landline needs an account', async () => {
    findPortability(portabilityResult(LANDLINE.tn, { isAccountRequired: true }));
    const view = await openPage();
    const dialog = await openBilling(view, LANDLINE.tn);
    await fillBilling(view, dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(fieldError('Account number')).toBe('Account number is required');
    expect(fieldError('PIN')).toBeNull();
  });

  it("names each missing field with the spec's message, the business name only for a business", async () => {
    const view = await openPage();
    const dialog = await openBilling(view, LANDLINE.tn);
    expect(within(dialog).queryByRole('textbox', { name: 'Business name' })).toBeNull();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(fieldError('Business name')).toBe('Business name required');
    expect(fieldError('First name')).toBe('First name required');
    expect(fieldError('Last name')).toBe('Last name required');
    expect(fieldError('Service address')).toBe('Address is required');
    expect(fieldError('City')).toBe('City is required');
    expect(fieldError('State')).toBe('State is required');
    expect(fieldError('Postal Code')).toBe('Postal Code is required');
    expect(fieldError('Account number')).toBeNull();
  });

  it("pre-fills an admin's company and address from the account", async () => {
    const view = await openPage('/lnp', { profile: adminProfile() });
    const dialog = await openBilling(view, LANDLINE.tn);
    const box = within(dialog);
    expect((box.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect((box.getByRole('textbox', { name: 'Business name' }) as HTMLInputElement).value).toBe(
      'Uma Widgets',
    );
    expect((box.getByRole('textbox', { name: 'Service address' }) as HTMLInputElement).value).toBe(
      '1 Main St',
    );
    expect((box.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Portland');
    expect((box.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('OR');
    expect((box.getByRole('textbox', { name: 'Postal Code' }) as HTMLInputElement).value).toBe('97201');
    expect((box.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
  });

  it('Back closes the modal and keeps the results', async () => {
    const view = await openPage();
    const dialog = await openBilling(view, LANDLINE.tn);
    await view.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(LANDLINE.human)).toBeTruthy();
  });

  it('puts every number in the basket as a port-in carrying the billing data, then opens the basket', async () => {
    findPortability(
      portabilityResult(WIRELESS.tn, { isWireless: true, isAccountRequired: true, carrier: 'VT Mobile' }),
    );
    const view = await openPage();
    const dialog = await openBilling(view, `${LANDLINE.tn}, ${WIRELESS.tn}`);
    await fillBilling(view, dialog);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'ACC-77');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'PIN' }), '4321');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(view.router.state.location.pathname).toBe('/search');
    const billing = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Elm St',
      city: 'Burlington',
      state: 'VT',
      zip: '05401',
      account_number: 'ACC-77',
      pin: '4321',
    };
    expect(callsTo('addBasketItem')).toEqual([
      {
        basketUuid: backend.profile.basketUuid,
        type: 'portIn',
        tn: LANDLINE.tn,
        data: {
          ...billing,
          supported: true,
          wireless: false,
          carrier: 'Green Mountain Telephone',
          account_required: false,
          porting_interval: '7',
        },
      },
      {
        basketUuid: backend.profile.basketUuid,
        type: 'portIn',
        tn: WIRELESS.tn,
        data: {
          ...billing,
          supported: true,
          wireless: true,
          carrier: 'VT Mobile',
          account_required: true,
          porting_interval: '7',
        },
      },
    ]);
  });

  it("shows the server's message on its field when the basket refuses the data", async () => {
    server.use(
      http.post('/api/baskets/items', ({ response }) =>
        response(400).json({
          name: 'BadRequest',
          code: 'validation',
          message: 'Some fields are not right.',
          errors: { 'data.city': 'City must be 3 to 40 characters' },
        }),
      ),
    );
    const view = await openPage();
    const dialog = await openBilling(view, LANDLINE.tn);
    await fillBilling(view, dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldError('City')).toBe('City must be 3 to 40 characters'));
    expect(screen.getByRole('dialog', { name: 'Current Carrier Billing Info' })).toBeTruthy();
  });
});

describe('the sales points', () => {
  it('show beside the steps on brand 1', async () => {
    await openPage();
    expect(screen.getByRole('complementary', { name: 'Why bring your number to us' })).toBeTruthy();
  });

  it('do not show on brand 2', async () => {
    await openPage('/lnp', { profile: guestProfile({ brandingId: 2, brand: brandTwo }) });
    expect(screen.queryByRole('complementary', { name: 'Why bring your number to us' })).toBeNull();
  });
});
