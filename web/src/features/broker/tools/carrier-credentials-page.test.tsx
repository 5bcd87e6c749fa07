import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import {
  brokerToolsBackend,
  brokerToolsHandlers,
  resetBrokerTools,
} from '../../../../test/msw/broker-tools-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/tools/carrier-credentials';

beforeEach(() => {
  resetBrokerTools();
  server.use(...brokerToolsHandlers);
});

const credential = {
  brokerageVendorCredentialId: 7,
  vendor: 'bwc' as const,
  vendorAccountId: '5001234',
  authType: 'basicAuth' as const,
  description: 'Main account',
  tnCount: 12,
  createDate: '2026-11-20T12:00:00.000Z',
  lastVerifiedDate: null,
};

describe('Carrier Credentials (/account/broker/tools/carrier-credentials)', () => {
  it('lists credentials with carrier, account id, auth type, description, count and dates; asks for 1000', async () => {
    brokerToolsBackend.credentials = [credential];
    renderApp(PATH, { profile: broker() });
    const table = within(await screen.findByRole('table', { name: 'Carrier credentials' }));
    const line = table.getByText('5001234').closest('tr')!;
    for (const text of ['Bandwidth', 'Basic Auth', 'Main account', '12', 'Nov 20, 2026', 'Never'])
      expect(line.textContent).toContain(text);
    expect(callsTo('listCarrierCredentials')[0]).toMatchObject({ $limit: '1000' });
  });

  it("says 'No Credentials to display.' when there are none", async () => {
    renderApp(PATH, { profile: broker() });
    expect(await screen.findByText('No Credentials to display.')).toBeTruthy();
  });

  it("shows 'oops...something went wrong' when the list fails", async () => {
    brokerToolsBackend.failCredentialList = true;
    renderApp(PATH, { profile: broker() });
    expect(await screen.findByText('oops...something went wrong')).toBeTruthy();
  });

  it('checks the Auth/Token format in the form and adds a valid credential', async () => {
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Add API Credential' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add API Credential' }));
    await user.selectOptions(form.getByLabelText('Carrier'), 'Peerless Network');
    await user.selectOptions(form.getByLabelText('Auth Type'), 'Basic Auth');
    await user.type(form.getByLabelText('Auth/Token'), 'bad');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findAllByText('Auth/Token was invalid. Enter the auth in username:password format.'),
    ).not.toHaveLength(0);
    expect(callsTo('addCarrierCredential')).toEqual([]);

    await user.clear(form.getByLabelText('Auth/Token'));
    await user.type(form.getByLabelText('Auth/Token'), 'api.user:S3cret-pass');
    await user.type(form.getByLabelText('Description (optional)'), 'Backup');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Backup')).toBeTruthy();
    expect(callsTo('addCarrierCredential')).toEqual([
      {
        vendor: 'peerless',
        authType: 'basicAuth',
        data: 'api.user:S3cret-pass',
        vendorAccountId: null,
        description: 'Backup',
      },
    ]);
  });

  it('deletes a credential after confirmation and reloads the list', async () => {
    brokerToolsBackend.credentials = [credential];
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Delete the credential Bandwidth 5001234' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Confirm Delete' }));
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No Credentials to display.')).toBeTruthy();
    await waitFor(() => expect(callsTo('deleteCarrierCredential')).toEqual([7]));
  });
});
