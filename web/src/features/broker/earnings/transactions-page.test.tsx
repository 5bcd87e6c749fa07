import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokerProfile, employeeInBrokerAccount } from '../../../../test/fixtures/broker-profiles.ts';
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
const cells = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);
const rowOf = (table: ReturnType<typeof within>, text: string) => table.getByText(text).closest('tr')!;
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

describe('the Earnings tab', () => {
  it('opens on Transactions, with the Transactions, Payouts and Manage ACH links', async () => {
    const { router } = renderApp('/account/broker/earnings', { profile: brokerProfile() });
    const links = within(await screen.findByRole('navigation', { name: 'Earnings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    await screen.findByRole('heading', { name: 'Transactions' });
    expect(links.getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page');
    expect(links.getByRole('link', { name: 'Payouts' })).toBeTruthy();
    expect(links.getByRole('link', { name: 'Manage ACH' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Broker' }));
    expect(tabs.getByRole('link', { name: 'Earnings' })).toBeTruthy();
  });
});

describe('the Transactions screen (/account/broker/earnings/transactions)', () => {
  it('shows every transaction in Show All, newest payable date first, with the Earnings total of all of them', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1),
      brokerTransaction(2, { type: 'licenseMrc', payoutAmount: 500, monthlyFee: 833 }),
    ];
    renderApp(PATH, { profile: brokerProfile() });

    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(screen.getByRole('button', { name: 'Show All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cells(rowOf(table, '(201) 555-1001'))).toEqual([
      '(201) 555-1001',
      'Sale',
      'New',
      new Date('2026-11-01T12:00:00.000Z').toLocaleDateString('en-US'),
      new Date('2026-12-01T12:00:00.000Z').toLocaleDateString('en-US'),
      '$60.00',
    ]);
    expect(cells(rowOf(table, '(201) 555-1002'))[1]).toBe('License Monthly Fee');
    expect(cells(rowOf(table, 'Page total'))).toEqual(['Page total', '$65.00']);
    expect(screen.getByText('Earnings:').textContent).toContain('$65.00');
    const query = pageCalls()[0]!;
    expect(query.get('$sort[payableDate]')).toBe('-1');
    expect(query.get('$aggregations')).toBe('payoutTotal');
    expect(query.get('type')).toBeNull();
  });

  it.each([
    ['Sale', 'sale', ['Sale Price', 'Fee', 'Pig Pick %', 'Network', 'Sale Status']],
    [
      'License One-Time Fee',
      'licenseNrc',
      ['One-Time Fee', 'Monthly Fee', 'Annual Increase', 'License Status', 'Anniversary', 'End Date'],
    ],
    [
      'License Monthly Fee',
      'licenseMrc',
      ['Monthly Fee', 'Annual Increase', 'License Status', 'Anniversary', 'End Date'],
    ],
    ['Embedded', 'embedded', ['Customer', 'Email', 'Phone', 'Sale Price', 'Fee', 'Sale Status']],
    ['Affiliate', 'affiliate', ['Sale Price', 'Sale Status']],
  ] as const)(
    'the %s view lists that type only, newest first, with its own columns',
    async (label, type, extra) => {
      earningsBackend.transactions = [
        brokerTransaction(1, { type }),
        brokerTransaction(2, { type: type === 'sale' ? 'affiliate' : 'sale' }),
      ];
      const { user } = renderApp(PATH, { profile: brokerProfile() });
      await screen.findByRole('table', { name: 'Transactions' });

      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(pageCalls().at(-1)!.get('type')).toBe(type));
      expect(pageCalls().at(-1)!.get('$sort[createDate]')).toBe('-1');
      const table = within(screen.getByRole('table', { name: 'Transactions' }));
      await waitFor(() => expect(table.queryByText('(201) 555-1002')).toBeNull());
      const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['Phone Number', 'Status', 'Created', 'Payable Date', ...extra, 'Payout']);
    },
  );

  it('totals the money columns of the page in the Sale view', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, {
        purchaseAmount: 10_000,
        feeAmount: 4_000,
        payoutAmount: 6_000,
        pigPickPercentage: 5,
      }),
      brokerTransaction(2, { purchaseAmount: 5_000, feeAmount: 2_000, payoutAmount: 3_000, tnType: 'onnet' }),
    ];
    renderApp(`${PATH}?view=sale`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(cells(rowOf(table, '(201) 555-1001')).slice(4)).toEqual([
      '$100.00',
      '$40.00',
      '5%',
      'Off network',
      'Completed',
      '$60.00',
    ]);
    expect(cells(rowOf(table, 'Page total'))).toEqual([
      'Page total',
      '$150.00',
      '$60.00',
      '',
      '',
      '',
      '$90.00',
    ]);
  });

  it("shows a licence row's licence (status, anniversary, end) and an embedded row's customer", async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, {
        type: 'licenseMrc',
        payoutAmount: 540,
        monthlyFee: 900,
        licenseAnnualIncrease: 5,
        licenseStatus: 'deleted',
        anniversaryDate: '2026-12-01T12:00:00.000Z',
        endDate: '2026-11-20T12:00:00.000Z',
      }),
      brokerTransaction(2, {
        type: 'embedded',
        customerName: 'Ada Buyer',
        customerEmail: 'ada@example.com',
        customerPhone: '+12025550100',
        embeddedSaleStatus: 'cancelled',
      }),
    ];
    const { user } = renderApp(`${PATH}?view=licenseMrc`, { profile: brokerProfile() });
    let table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(cells(rowOf(table, '(201) 555-1001')).slice(4)).toEqual([
      '$9.00',
      '5%',
      'Deleted',
      new Date('2026-12-01T12:00:00.000Z').toLocaleDateString('en-US'),
      new Date('2026-11-20T12:00:00.000Z').toLocaleDateString('en-US'),
      '$5.40',
    ]);
    expect(cells(rowOf(table, 'Page total'))).toEqual(['Page total', '$9.00', '', '', '', '', '$5.40']);

    await user.click(screen.getByRole('button', { name: 'Embedded' }));
    table = within(screen.getByRole('table', { name: 'Transactions' }));
    await waitFor(() => expect(table.getByText('(201) 555-1002')).toBeTruthy());
    expect(cells(rowOf(table, '(201) 555-1002')).slice(4, 7)).toEqual([
      'Ada Buyer',
      'ada@example.com',
      '+12025550100',
    ]);
    expect(cells(rowOf(table, '(201) 555-1002')).at(-2)).toBe('Cancelled');
  });

  it("says 'No transactons to display.' (spelled so) when there are none", async () => {
    renderApp(PATH, { profile: brokerProfile() });
    expect(await screen.findByText('No transactons to display.')).toBeTruthy();
  });

  it("says 'oops...something went wrong' when the list fails to load", async () => {
    earningsBackend.failList = true;
    renderApp(PATH, { profile: brokerProfile() });
    expect((await screen.findAllByText('oops...something went wrong')).length).toBeGreaterThan(0);
  });

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

  it('links a paid transaction to its payout', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { status: 'paid', payoutId: 7 })];
    renderApp(PATH, { profile: brokerProfile() });
    const link = await screen.findByRole('link', { name: 'Paid: see payout 7' });
    expect(link.getAttribute('href')).toBe('/account/broker/earnings/payouts?payoutId=7');
  });

  it("lists one payout's transactions from ?payoutId=, until the filter is cleared", async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { status: 'paid', payoutId: 7 }),
      brokerTransaction(2),
    ];
    const { user } = renderApp(`${PATH}?payoutId=7`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByText('(201) 555-1002')).toBeNull();
    expect(pageCalls()[0]!.get('payoutId')).toBe('7');

    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await table.findByText('(201) 555-1002')).toBeTruthy();
  });

  it('pages through many transactions', async () => {
    earningsBackend.transactions = Array.from({ length: 12 }, (_, index) =>
      brokerTransaction(index + 1, { payableDate: new Date(Date.UTC(2026, 11, 30 - index)).toISOString() }),
    );
    const { user } = renderApp(PATH, { profile: brokerProfile() });
    await screen.findByText('(201) 555-1001');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('(201) 555-1011')).toBeTruthy();
    expect(pageCalls().at(-1)!.get('$skip')).toBe('10');
  });

  it('downloads the view as brokerage-transactions-{date}.csv', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:transactions'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(`${PATH}?view=sale`, { profile: brokerProfile() });

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^brokerage-transactions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect((callsTo('downloadBrokerTransactionsCsv')[0] as URLSearchParams).get('type')).toBe('sale');
  });

  it('shows brokers no employee actions', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { status: 'pending' })];
    renderApp(PATH, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(table.queryByRole('button', { name: /Cancel the sale/ })).toBeNull();
  });
});

describe('the Transactions screen for an employee', () => {
  it('cancels a sale no payout has paid, after confirming; other types and paid sales have no Cancel Sale', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1),
      brokerTransaction(2, { status: 'paid', payoutId: 7 }),
      brokerTransaction(3, { type: 'licenseMrc' }),
    ];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1002' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1003' })).toBeNull();

    await user.click(table.getByRole('button', { name: 'Cancel the sale of (201) 555-1001' }));
    screen.getByRole('alertdialog', { name: 'Confirm Cancel Sale' });
    await user.keyboard('{Escape}');
    expect(callsTo('cancelBrokerSale')).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Cancel the sale of (201) 555-1001' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cells(rowOf(table, '(201) 555-1001'))[2]).toBe('Cancelled'));
    expect(callsTo('cancelBrokerSale')).toEqual([{ brokerageTransactionId: 1 }]);
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1001' })).toBeNull();
  });

  it('pays a pending transaction early after confirming: the row is replaced and the summary reloads', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { status: 'pending', payableDate: '2999-01-01T00:00:00.000Z' }),
      brokerTransaction(2, { status: 'pending', payableDate: '2000-01-01T00:00:00.000Z' }),
      brokerTransaction(3, { status: 'new', payableDate: '2999-01-01T00:00:00.000Z' }),
    ];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('button', { name: 'Early payout of (201) 555-1002' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Early payout of (201) 555-1003' })).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Payable summary' }));
    await waitFor(() => expect(summary.getByText('0')).toBeTruthy());

    await user.click(table.getByRole('button', { name: 'Early payout of (201) 555-1001' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Early Payout' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(cells(rowOf(table, '(201) 555-1001'))[2]).toBe('Payable'));
    await waitFor(() => expect(summary.getByText('1')).toBeTruthy());
    const [patch] = callsTo('patchBrokerTransaction') as {
      brokerageTransactionId: number;
      payableDate: string;
    }[];
    expect(patch!.brokerageTransactionId).toBe(1);
    expect(Math.abs(new Date(patch!.payableDate).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('shows and hides the full info of a transaction', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { tnType: 'onnet' })];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));

    await user.click(table.getByRole('button', { name: 'Show the info of (201) 555-1001' }));
    const info = within(await screen.findByRole('region', { name: 'Info of (201) 555-1001' }));
    expect(await info.findByText('tnType')).toBeTruthy();
    expect(info.getByText('onnet')).toBeTruthy();
    await user.click(table.getByRole('button', { name: 'Hide the info of (201) 555-1001' }));
    expect(screen.queryByRole('region', { name: 'Info of (201) 555-1001' })).toBeNull();
  });
});
