import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import type { ApiToken } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../test/shown-once.ts';

const HOUR = 60 * 60 * 1000;

function token(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 3,
    name: 'CRM sync',
    createDate: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
    last4: 'x9Qe',
    lastUsedAt: null,
    scope: 'full',
    expiresAt: null,
    isExpired: false,
    ...overrides,
  };
}

function row(name: string) {
  const list = screen.getByRole('list', { name: 'API tokens' });
  const title = within(list).getByText(name, { selector: '.item-list__title' });
  return within(title.closest('li') as HTMLElement);
}

describe('API tokens page', () => {
  it('says when there are no tokens, and links to the API documentation and back to the profile', async () => {
    renderApp('/account/api-tokens', { profile: userProfile() });

    expect(await screen.findByText('You have no API tokens yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe(
      '/account/profile',
    );
  });

  it("lists each token's name, creation date, last 4 characters and last use, or 'Never'", async () => {
    backend.apiTokens = [
      token(),
      token({
        id: 4,
        name: 'Billing export',
        last4: 'Ab12',
        lastUsedAt: new Date(Date.now() - HOUR).toISOString(),
      }),
    ];
    renderApp('/account/api-tokens', { profile: userProfile() });

    await screen.findByRole('list', { name: 'API tokens' });
    expect(row('CRM sync').getByText('…x9Qe')).toBeTruthy();
    // Never used, and never expiring.
    expect(row('CRM sync').getAllByText('Never')).toHaveLength(2);
    expect(row('CRM sync').getAllByRole('time')).toHaveLength(1);
    expect(row('CRM sync').getByText('Full access')).toBeTruthy();
    expect(row('Billing export').getByText('…Ab12')).toBeTruthy();
    expect(row('Billing export').getAllByText('Never')).toHaveLength(1);
    expect(row('Billing export').getAllByRole('time')).toHaveLength(2);
  });

  it('shows a new token once, in a dialog with a Copy button, and never again after it is closed', async () => {
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Create API Token' }));
    await user.type(screen.getByLabelText('Name'), '  CI deploys  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'API token “CI deploys” created' });
    expect(dialog.textContent).toContain('It will not be shown again');
    const value = (within(dialog).getByLabelText('Your new API token') as HTMLInputElement).value;
    expect(value).toMatch(/^nyd_\d+_s3cretTokenValueX9Qe$/);
    expect(callsTo('createApiToken')).toEqual([
      { name: 'CI deploys', scope: 'read-only', expiresAt: expect.any(String) },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(value);
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(value);
    expect(await screen.findByText('…X9Qe')).toBeTruthy();
  });

  it('refuses a name that is empty or longer than 32 characters once trimmed', async () => {
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Create API Token' }));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe('Name is required.');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe('Name must be at most 32 characters.');
    expect(callsTo('createApiToken')).toEqual([]);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), ` ${'y'.repeat(32)} `);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: `API token “${'y'.repeat(32)}” created` })).toBeTruthy();
  });

  it('renames a token only when the name changed', async () => {
    backend.apiTokens = [token()];
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Rename CRM sync' }));
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('renameApiToken')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rename CRM sync' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'CRM nightly');
    await user.click(screen.getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('The token is now called “CRM nightly”.')).toBeTruthy();
    expect(callsTo('renameApiToken')).toEqual([{ name: 'CRM nightly' }]);
    expect(await screen.findByRole('button', { name: 'Rename CRM nightly' })).toBeTruthy();
  });

  it("deletes a token only once the 'Confirm Delete' dialog is confirmed", async () => {
    backend.apiTokens = [token()];
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Delete CRM sync' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog.textContent).toContain('Delete the API token “CRM sync”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('deleteApiToken')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete CRM sync' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('You have no API tokens yet.')).toBeTruthy();
    expect(callsTo('deleteApiToken')).toEqual([3]);
  });

  it('creates a read-only token that expires in 90 days unless other choices are made', async () => {
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Create API Token' }));
    expect((screen.getByLabelText(/^Read-only/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Expires') as HTMLSelectElement).value).toBe('90');
    await user.type(screen.getByLabelText('Name'), 'Reports');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await screen.findByRole('dialog', { name: 'API token “Reports” created' });
    const [body] = callsTo('createApiToken') as Array<{ expiresAt: string }>;
    const days = (new Date(body!.expiresAt).getTime() - Date.now()) / (24 * HOUR);
    expect(Math.round(days)).toBe(90);
  });

  it('creates a full-access token that never expires, or one ending on a chosen date', async () => {
    const { user } = renderApp('/account/api-tokens', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Create API Token' }));
    await user.type(screen.getByLabelText('Name'), 'Deploys');
    await user.click(screen.getByLabelText(/^Full access/));
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Create API Token' }));
    await user.type(screen.getByLabelText('Name'), 'Audit');
    await user.selectOptions(screen.getByLabelText('Expires'), 'date');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the expiry date.');
    await user.type(screen.getByLabelText('Expiry date'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe('The expiry date must be in the future.');
    const nextYear = new Date().getFullYear() + 1;
    await user.clear(screen.getByLabelText('Expiry date'));
    await user.type(screen.getByLabelText('Expiry date'), `${nextYear}-03-05`);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'API token “Audit” created' });

    const calls = callsTo('createApiToken') as Array<{ scope: string; expiresAt: string | null }>;
    expect(calls[0]).toEqual({ name: 'Deploys', scope: 'full', expiresAt: null });
    expect(calls[1]?.scope).toBe('read-only');
    expect(new Date(calls[1]!.expiresAt!).toISOString()).toBe(
      new Date(`${nextYear}-03-05T23:59:59`).toISOString(),
    );
  });

  it('shows each token’s access and expiry, and marks an expired token', async () => {
    backend.apiTokens = [
      token({ scope: 'read-only', expiresAt: new Date(Date.now() + 30 * 24 * HOUR).toISOString() }),
      token({ id: 4, name: 'Old', expiresAt: new Date(Date.now() - HOUR).toISOString(), isExpired: true }),
    ];
    renderApp('/account/api-tokens', { profile: userProfile() });

    await screen.findByRole('list', { name: 'API tokens' });
    expect(row('CRM sync').getByText('Read-only')).toBeTruthy();
    expect(row('CRM sync').getByText('Expires')).toBeTruthy();
    expect(row('CRM sync').getAllByText('Never')).toHaveLength(1);
    expect(row('CRM sync').getAllByRole('time')).toHaveLength(2);
    expect(row('Old').getAllByText('Expired')).toHaveLength(2);
  });

  it("shows a failed load of the list once, with the server's message, and not also in the Error dialog", async () => {
    const refusal = 'Your role does not allow managing API tokens.';
    server.use(
      http.get('/api/apiTokens', ({ response }) =>
        response(403).json({ name: 'Forbidden', code: 'forbidden', message: refusal }),
      ),
    );
    renderApp('/account/api-tokens', { profile: userProfile() });

    await expectShownOnceInline(refusal);
  });
});
