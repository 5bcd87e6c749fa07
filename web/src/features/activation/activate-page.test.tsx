import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.d.ts';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, http } from '../../../test/msw/backend.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Activation = components['schemas']['AccountActivation'];
type Transfer = components['schemas']['PendingTransfer'];

const transfer = (overrides: Partial<Transfer> = {}): Transfer => ({
  transferId: 3,
  accountId: 1001,
  status: 'pending',
  billTo: 'new',
  transferFee: 600,
  parkCharge: 398,
  totalCharge: 998,
  transferTns: ['+12012340100', '+12012340101'],
  completeDate: null,
  ...overrides,
});

const stub = (overrides: Partial<Activation> = {}): Activation => ({
  accountId: 1001,
  firstName: 'Ada',
  lastName: 'Admin',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  balance: 1500,
  amountDue: 1500,
  settings: [{ code: 'isStub', value: 'Y' }],
  accountType: 'stub',
  isStub: true,
  isB2b: false,
  sellersAdmin: 'N',
  needsBrokerTerms: false,
  pendingTransfers: [],
  nextPath: '/account/numbers',
  ...overrides,
});

let activation: Activation;
let activateAnswer: { status: 200 | 403 | 422; message?: string } = { status: 200 };

beforeEach(() => {
  activation = stub();
  activateAnswer = { status: 200 };
  server.use(
    http.get('/api/accounts/pending-transfers', ({ response }) => response(200).json(activation)),
    http.post('/api/accounts/activate', async ({ request, response }) => {
      const body = await request.json();
      backend.calls.push({ operation: 'activateAccount', body });
      if (activateAnswer.status !== 200)
        return response(activateAnswer.status).json({
          name: 'Error',
          code: 'accounts.refused',
          message: activateAnswer.message ?? 'Refused',
        });
      return response(200).json({
        message: 'Activation successful',
        accountId: 1001,
        redirectTo: activation.nextPath,
        balance: 0,
        completedTransfers: [],
      });
    }),
    http.patch('/api/telephone-numbers/inbound-transfers/{transferId}', async ({ params, response }) => {
      backend.calls.push({ operation: 'completeInboundTransfer', body: params.transferId });
      return response(200).json(transfer({ status: 'completed', completeDate: '2026-11-24T12:00:00.000Z' }));
    }),
  );
});

async function fillContact(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Address'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Newark');
  await user.selectOptions(screen.getByLabelText('State'), 'NJ');
  await user.type(screen.getByLabelText('Postal Code'), '07102');
}

describe('/account/activate', () => {
  it('asks a guest to sign in and come back', async () => {
    renderApp('/account/activate?loadUpdatePaymentInfo=1');
    const page = await screen.findByRole('region', { name: 'How to Activate My Account' });
    const login = within(page).getByRole('link', { name: 'Log In' });
    expect(login.getAttribute('href')).toBe(
      `/login?post_login_url=${encodeURIComponent('/account/activate?loadUpdatePaymentInfo=1')}`,
    );
  });

  it("checks the contact form with spec 2's messages before sending anything", async () => {
    const { user } = renderApp('/account/activate', { profile: adminProfile() });
    const last = await screen.findByLabelText('Last Name');
    await user.clear(last);
    await user.type(last, 'A');
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect(await screen.findByText('Last Name is too short. Must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(screen.getByText('Postal Code is required.')).toBeTruthy();
    expect(callsTo('activateAccount')).toEqual([]);
  });

  it('lists pending transfers with their fee, and the amount due', async () => {
    activation = stub({
      amountDue: 1500 + 998 + 199,
      pendingTransfers: [
        transfer(),
        transfer({
          transferId: 4,
          billTo: 'old',
          transferFee: 0,
          parkCharge: 199,
          totalCharge: 199,
          transferTns: ['+12012340102'],
        }),
      ],
    });
    renderApp('/account/activate', { profile: adminProfile() });
    const table = within(await screen.findByRole('table', { name: 'Pending transfers' }));
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('(201) 234-0100, (201) 234-0101');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$6.00', '$3.98', '$9.98']);
    expect(within(second!).getAllByRole('cell')[0]!.textContent).toBe('Paid by the sender');
    expect(screen.getByText('$26.97')).toBeTruthy();
  });

  it('says when no transfers are pending', async () => {
    renderApp('/account/activate', { profile: adminProfile() });
    expect(await screen.findByText('No numbers are waiting to be transferred to this account.')).toBeTruthy();
  });

  it("shows the server's 'Unauthorized: Must pay balance to continue' when activating without paying", async () => {
    activateAnswer = { status: 403, message: 'Unauthorized: Must pay balance to continue' };
    const { user } = renderApp('/account/activate', { profile: adminProfile() });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized: Must pay balance to continue');
  });

  it("pays by card, activates, says 'Activation successful' and goes to /account/numbers", async () => {
    const { user, router } = renderApp('/account/activate', { profile: adminProfile() });
    await fillContact(user);
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(/Card accepted: \$15\.00 is charged when you activate\./)).toBeTruthy();
    expect(callsTo('createPaymentIntent')).toEqual([
      expect.objectContaining({ amount: 1500, metadata: { reference: 'account:1001' } }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/numbers'));
    expect(await screen.findByText('Activation successful')).toBeTruthy();
    expect(callsTo('activateAccount')).toEqual([
      expect.objectContaining({
        address: '12 Main St',
        state: 'NJ',
        zip: '07102',
        paymentId: 'pi_sim_test0001',
      }),
    ]);
  });

  it('offers the card on file, and opens the card form when loadUpdatePaymentInfo is set', async () => {
    const paymentMethod = {
      cardToken: 'pm_1',
      cardNumber: '•••• 4242',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
    };
    const first = renderApp('/account/activate', { profile: adminProfile({ paymentMethod }) });
    expect(await screen.findByText(/charged to your card on file \(visa ending 4242\)/)).toBeTruthy();
    await fillContact(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    await waitFor(() =>
      expect(callsTo('activateAccount')).toEqual([expect.objectContaining({ useCardOnFile: true })]),
    );
    first.unmount();

    renderApp('/account/activate?loadUpdatePaymentInfo=1', { profile: adminProfile({ paymentMethod }) });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('enables Activate for a broker account only once the three terms are ticked, then goes to the listings', async () => {
    activation = stub({
      sellersAdmin: 'Y',
      needsBrokerTerms: true,
      amountDue: 0,
      nextPath: '/account/broker/listings',
    });
    const { user, router } = renderApp('/account/activate', { profile: adminProfile() });
    await fillContact(user);
    const activate = screen.getByRole('button', { name: 'Activate My Account' });
    const boxes = within(screen.getByRole('group', { name: 'Broker terms' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes.slice(0, 2)) await user.click(box);
    expect(activate.hasAttribute('disabled')).toBe(true);
    await user.click(boxes[2]!);
    expect(activate.hasAttribute('disabled')).toBe(false);
    await user.click(activate);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/broker/listings'));
    expect(callsTo('activateAccount')).toEqual([
      expect.objectContaining({
        agreeAuthorizedOwner: true,
        agreeFundsHold: true,
        agreeTollFreeLicenseOnly: true,
      }),
    ]);
  });

  it('lets an employee activate without paying', async () => {
    const { user } = renderApp('/account/activate', { profile: staffProfile() });
    expect(
      await screen.findByText('As an employee you may activate without paying the balance.'),
    ).toBeTruthy();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    await waitFor(() => expect(callsTo('activateAccount')).toHaveLength(1));
    expect(callsTo('activateAccount')[0]).not.toHaveProperty('paymentId');
  });

  it('lets an active account complete a pending transfer', async () => {
    activation = stub({
      isStub: false,
      accountType: 'default',
      settings: [],
      pendingTransfers: [transfer()],
    });
    const { user } = renderApp('/account/activate', { profile: adminProfile() });
    expect(await screen.findByText('Your account is active.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete transfer' }));
    await waitFor(() => expect(callsTo('completeInboundTransfer')).toEqual(['3']));
  });
});
