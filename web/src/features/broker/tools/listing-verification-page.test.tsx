import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import {
  brokerToolsBackend,
  brokerToolsHandlers,
  resetBrokerTools,
  TEST_VERIFICATION_CODE,
} from '../../../../test/msw/broker-tools-handlers.ts';
import { callsTo, http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/tools/listing-verification';

const row = (tn: string, formattedTn: string, isListed = true) => ({
  tn,
  formattedTn,
  isListed,
  verifiedUntilDate: '2026-11-30T12:00:00.000Z',
  needsVerification: false,
});

beforeEach(() => {
  resetBrokerTools();
  server.use(...brokerToolsHandlers);
});

describe('Verify Listings (/account/broker/tools/listing-verification)', () => {
  it('lists off-network listings with listed, verified-until and the two verify buttons', async () => {
    brokerToolsBackend.verifications = [row('+12015550100', '(201) 555-0100')];
    renderApp(PATH, { profile: broker() });
    const table = within(await screen.findByRole('table', { name: 'Listings to verify' }));
    const line = table.getByText('(201) 555-0100').closest('tr')!;
    expect(line.textContent).toContain('Yes');
    expect(line.textContent).toContain('Nov 30, 2026');
    expect(within(line).getByRole('button', { name: 'Verify (201) 555-0100 by SMS' })).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Verify (201) 555-0100 by Phone' })).toBeTruthy();
  });

  it('says so when nothing needs verification', async () => {
    renderApp(PATH, { profile: broker() });
    expect(await screen.findByText('No listings need verification.')).toBeTruthy();
  });

  it('searches by phone number digits and by Listed', async () => {
    brokerToolsBackend.verifications = [
      row('+12015550100', '(201) 555-0100'),
      row('+12015550101', '(201) 555-0101', false),
    ];
    const { user } = renderApp(PATH, { profile: broker() });
    await screen.findByText('(201) 555-0101');
    await user.type(screen.getByLabelText('Phone number'), '(201) 555-01');
    await user.selectOptions(screen.getByLabelText('Listed'), 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('(201) 555-0100')).toBeNull());
    expect(callsTo('listListingVerifications').at(-1)).toMatchObject({ tn: '20155501', isListed: 'false' });
  });

  it('confirms, sends the code, takes the code and says the listing is verified; the list refreshes', async () => {
    brokerToolsBackend.verifications = [row('+12015550100', '(201) 555-0100')];
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Verify (201) 555-0100 by SMS' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Verify by SMS' });
    expect(confirm.textContent).toContain('(201) 555-0100');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A new verification code was sent')).toBeTruthy();
    expect(callsTo('startListingVerification')).toEqual([{ tn: '+12015550100', method: 'sms' }]);

    const entry = within(await screen.findByRole('dialog', { name: 'Enter Verification Code' }));
    await user.type(entry.getByLabelText('Verification code'), TEST_VERIFICATION_CODE);
    await user.click(entry.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your listing has been verified')).toBeTruthy();
    expect(await screen.findByText('No listings need verification.')).toBeTruthy();
  });

  it('refuses a code that is not 6 digits before sending it', async () => {
    brokerToolsBackend.verifications = [row('+12015550100', '(201) 555-0100')];
    brokerToolsBackend.pending.set('+12015550100', 'call');
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Verify (201) 555-0100 by Phone' }));
    const entry = within(await screen.findByRole('dialog', { name: 'Enter Verification Code' }));
    await user.type(entry.getByLabelText('Verification code'), '12345');
    await user.click(entry.getByRole('button', { name: 'Verify' }));
    expect(await entry.findAllByText('The verification code must be a 6 digit number.')).not.toHaveLength(0);
    expect(callsTo('confirmListingVerification')).toEqual([]);
  });

  it('a pending code of the same method goes straight to code entry; a wrong code asks again', async () => {
    brokerToolsBackend.verifications = [row('+12015550100', '(201) 555-0100')];
    brokerToolsBackend.pending.set('+12015550100', 'call');
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Verify (201) 555-0100 by Phone' }));

    const entry = within(await screen.findByRole('dialog', { name: 'Enter Verification Code' }));
    expect(callsTo('startListingVerification')).toEqual([]);
    await user.type(entry.getByLabelText('Verification code'), '000000');
    await user.click(entry.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is incorrect. Please try again.')).toBeTruthy();
    const again = within(screen.getByRole('dialog', { name: 'Enter Verification Code' }));
    await user.type(again.getByLabelText('Verification code'), TEST_VERIFICATION_CODE);
    await user.click(again.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your listing has been verified')).toBeTruthy();
    expect(callsTo('confirmListingVerification')).toHaveLength(2);
  });

  it("shows the server's message when the code cannot be sent", async () => {
    brokerToolsBackend.verifications = [row('+12015550100', '(201) 555-0100')];
    server.use(
      http.post('/api/accounts/brokerage/verifyListing', ({ response }) =>
        response(429).json({
          name: 'Too Many Requests',
          code: 'rate_limited',
          message: 'Too many verification codes were sent. Please wait an hour and try again.',
        }),
      ),
    );
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Verify (201) 555-0100 by Phone' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Verify by Phone' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Too many verification codes were sent. Please wait an hour and try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Enter Verification Code' })).toBeNull();
  });
});
