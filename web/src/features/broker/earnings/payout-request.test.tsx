import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokerProfile } from '../../../../test/fixtures/broker-profiles.ts';
import {
  brokerTransaction,
  earningsBackend,
  earningsHandlers,
  PAYPAL_SANDBOX,
  resetEarnings,
} from '../../../../test/msw/earnings-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import {
  manageAchBackend,
  manageAchHandlers,
  resetManageAch,
} from '../../../../test/msw/manage-ach-handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paypalAuthorizeUrl, rememberPaypalState } from './paypal-login.ts';

const listCalls = () => callsTo('listBrokerTransactions') as URLSearchParams[];
/** The list's calls, without the payable summary's. */
const pageCalls = () => listCalls().filter((query) => query.get('$limit') !== '0');
const _cells = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);
const _rowOf = (table: ReturnType<typeof within>, text: string) => table.getByText(text).closest('tr')!;
const PATH = '/account/broker/earnings/transactions';

/** Taxpayer information and a verified bank account: nothing keeps ACH from paying up front. */
function achReady() {
  manageAchBackend.taxpayer = { payee: 'Acme Numbers LLC', tinLast4: '6789' };
  manageAchBackend.account = {
    bankAccountId: 3,
    type: 'checking',
    last4: '4321',
    verifiedDate: '2026-11-02T12:00:00.000Z',
    verificationLocked: false,
    createDate: '2026-11-01T12:00:00.000Z',
  };
}

beforeEach(() => {
  resetEarnings();
  resetManageAch();
  server.use(...earningsHandlers, ...manageAchHandlers);
});

describe('requesting a payout (/account/broker/earnings/transactions, Payable view)', () => {
  it('shows the payable summary (count and maximum payout); Create Payout opens the Payable view', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { payable: true, payoutAmount: 6_000 }),
      brokerTransaction(2, { payable: true, payoutAmount: 2_500 }),
      brokerTransaction(3),
    ];
    const { user } = renderApp(PATH, { profile: brokerProfile() });

    const summary = within(await screen.findByRole('region', { name: 'Payable summary' }));
    await waitFor(() => expect(summary.getByText('2')).toBeTruthy());
    expect(summary.getByText('$85.00')).toBeTruthy();
    await user.click(summary.getByRole('button', { name: 'Create Payout' }));

    expect(screen.getByRole('button', { name: 'Payable' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(pageCalls().at(-1)!.get('payable')).toBe('true'));
    const table = within(screen.getByRole('table', { name: 'Transactions' }));
    await waitFor(() => expect(table.queryByText('(201) 555-1003')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Payout method' })),
    );
  });

  it('disables Create Payout when nothing is payable', async () => {
    earningsBackend.transactions = [brokerTransaction(1)];
    renderApp(PATH, { profile: brokerProfile() });
    const summary = within(await screen.findByRole('region', { name: 'Payable summary' }));
    await waitFor(() => expect(summary.getByText('0')).toBeTruthy());
    expect((summary.getByRole('button', { name: 'Create Payout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('selects every row of the page with select-all, and totals the selection', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { payable: true }),
      brokerTransaction(2, { payable: true, payoutAmount: 1_000 }),
    ];
    const { user } = renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));

    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected, $70.00')).toBeTruthy();
    await user.click(table.getByRole('checkbox', { name: 'Select (201) 555-1002, $10.00' }));
    expect(screen.getByText('1 selected, $60.00')).toBeTruthy();
    expect(
      (table.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('0 selected, $0.00')).toBeTruthy();
  });

  it("requests the payout with the picked method; 'Payout submitted', the method resets and the lists reload", async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { payable: true }),
      brokerTransaction(2, { payable: true, payoutAmount: 1_000 }),
    ];
    const { user } = renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    const form = within(screen.getByRole('group', { name: 'Payout method' }));

    await user.click(table.getByRole('checkbox', { name: 'Select (201) 555-1001, $60.00' }));
    const send = form.getByRole('button', { name: 'Request Payout' }) as HTMLButtonElement;
    // Without a method nothing happens.
    expect(send.disabled).toBe(true);
    await user.click(form.getByRole('radio', { name: 'Account' }));
    await user.click(send);

    expect(await screen.findByText('Payout submitted')).toBeTruthy();
    expect(callsTo('requestBrokerPayout')).toEqual([{ type: 'account', brokerageTransactionIds: [1] }]);
    expect((form.getByRole('radio', { name: 'Account' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(table.queryByText('(201) 555-1001')).toBeNull());
    const summary = within(screen.getByRole('region', { name: 'Payable summary' }));
    await waitFor(() => expect(summary.getByText('$10.00')).toBeTruthy());
    expect(screen.getByText('0 selected, $0.00')).toBeTruthy();
  });

  /** The Payable view with one payable transaction, ticked and sent with `method`. */
  async function requestPayoutOfOne(method: 'Account' | 'ACH') {
    earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
    const view = renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    await view.user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await view.user.click(screen.getByRole('radio', { name: method }));
    const send = screen.getByRole('button', { name: 'Request Payout' }) as HTMLButtonElement;
    // ACH waits for the taxpayer information and bank account to load.
    await waitFor(() => expect(send.disabled).toBe(false));
    await view.user.click(send);
    return view;
  }

  it("shows the response's message when the payout is refused, and keeps the selection and method", async () => {
    earningsBackend.refusePayout =
      'These transactions cannot be paid out: 1. Only payable transactions can be paid out.';
    await requestPayoutOfOne('Account');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('These transactions cannot be paid out: 1.');
    expect(screen.getByText('1 selected, $60.00')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Account' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ["You don't have taxpayer information on file.", true],
    ["You don't have a bank account setup for ACH payout.", true],
    ['Your bank account information has not yet been verified, unable to ACH payout', false],
  ] as const)(
    'shows the ACH refusal "%s" as a hint (Add link to Manage ACH: %s), not a modal',
    async (hint, add) => {
      // The server may know more than the screen read (a bank account removed meanwhile).
      achReady();
      earningsBackend.refusePayout = hint;
      const { user } = await requestPayoutOfOne('ACH');

      const hints = within(await screen.findByRole('list', { name: 'ACH payout needs' }));
      expect(hints.getByRole('listitem').textContent).toBe(add ? `${hint} Add` : hint);
      if (add)
        expect(hints.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
          '/account/broker/earnings/manage-ach',
        );
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(callsTo('requestBrokerPayout')).toEqual([{ type: 'ach', brokerageTransactionIds: [1] }]);

      // Another method clears the hints.
      await user.click(screen.getByRole('radio', { name: 'Account' }));
      expect(screen.queryByRole('list', { name: 'ACH payout needs' })).toBeNull();
    },
  );

  it.each([
    [
      'no taxpayer information nor bank account',
      () => {},
      [
        "You don't have taxpayer information on file. Add",
        "You don't have a bank account setup for ACH payout. Add",
      ],
    ],
    [
      'a bank account not yet verified',
      () => {
        achReady();
        manageAchBackend.account!.verifiedDate = null;
      },
      ['Your bank account information has not yet been verified, unable to ACH payout'],
    ],
  ] as const)(
    'shows the ACH hints as soon as ACH is picked (%s), and Request Payout stays disabled',
    async (_, arrange, texts) => {
      arrange();
      earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
      const { user } = renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
      const table = within(await screen.findByRole('table', { name: 'Transactions' }));
      await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
      await user.click(screen.getByRole('radio', { name: 'ACH' }));

      const hints = within(await screen.findByRole('list', { name: 'ACH payout needs' }));
      expect(hints.getAllByRole('listitem').map((item) => item.textContent)).toEqual(texts);
      const send = screen.getByRole('button', { name: 'Request Payout' }) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
      await user.click(screen.getByRole('radio', { name: 'Account' }));
      expect(screen.queryByRole('list', { name: 'ACH payout needs' })).toBeNull();
      expect(send.disabled).toBe(false);
    },
  );

  it('sends an ACH payout once taxpayer information and a verified bank account are on file', async () => {
    achReady();
    await requestPayoutOfOne('ACH');
    expect(await screen.findByText('Payout submitted')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'ACH payout needs' })).toBeNull();
    expect(callsTo('requestBrokerPayout')).toEqual([{ type: 'ach', brokerageTransactionIds: [1] }]);
  });

  it('offers PayPal only when it is configured', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
    renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
    const form = within(await screen.findByRole('group', { name: 'Payout method' }));
    await waitFor(() => expect(callsTo('getPaypalConfig')).toHaveLength(1));
    expect(form.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'account',
      'ach',
    ]);
  });

  it('PayPal first sends the broker to Log In with PayPal (sandbox), and cannot be requested before', async () => {
    earningsBackend.paypal = PAYPAL_SANDBOX;
    earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
    const { user } = renderApp(`${PATH}?view=payable`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));

    const login = screen.getByRole('link', { name: 'Log In with PayPal' }) as HTMLAnchorElement;
    const url = new URL(login.href);
    const state = url.searchParams.get('state')!;
    expect(login.href).toBe(paypalAuthorizeUrl(PAYPAL_SANDBOX, state));
    expect(url.origin).toBe('https://www.sandbox.paypal.com');
    expect((screen.getByRole('button', { name: 'Request Payout' }) as HTMLButtonElement).disabled).toBe(true);
    // Leaving for PayPal keeps the state to check its return by (the browser does not navigate in tests).
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(login);
    expect(sessionStorage.getItem('numberyard.paypal-login-state')).toBe(state);
  });

  it('back from PayPal with ?code=, the code leaves the address and the PayPal payout sends it', async () => {
    earningsBackend.paypal = PAYPAL_SANDBOX;
    earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
    rememberPaypalState('s-1');
    const { user, router } = renderApp(`${PATH}?code=C0DE&scope=openid&state=s-1`, {
      profile: brokerProfile(),
    });

    await waitFor(() => expect(router.state.location.search).toBe('?view=payable'));
    expect(await screen.findByText('Signed in with PayPal.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.stringify({ ...localStorage })).not.toContain('C0DE');
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));

    expect(await screen.findByText('Payout submitted')).toBeTruthy();
    expect(callsTo('requestBrokerPayout')).toEqual([
      { type: 'paypal', brokerageTransactionIds: [1], paypalCode: 'C0DE' },
    ]);
  });

  it('a PayPal payout that is not ok shows the returned message; the code is spent, so it asks to log in again', async () => {
    earningsBackend.paypal = PAYPAL_SANDBOX;
    earningsBackend.transactions = [brokerTransaction(1, { payable: true })];
    earningsBackend.refusePayout = 'PayPal refused the payout: Receiver is unregistered.';
    rememberPaypalState('s-1');
    const { user } = renderApp(`${PATH}?code=C0DE&state=s-1`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    await screen.findByText('Signed in with PayPal.');
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('PayPal refused the payout: Receiver is unregistered.');
    expect(screen.getByRole('link', { name: 'Log In with PayPal' })).toBeTruthy();
  });

  it('a PayPal login error, or a code this tab did not ask for, is only logged', async () => {
    earningsBackend.paypal = PAYPAL_SANDBOX;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp(`${PATH}?error=access_denied&state=s-1`, { profile: brokerProfile() });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(logged).toHaveBeenCalledWith('PayPal login failed:', 'access_denied');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    logged.mockRestore();
  });
});
