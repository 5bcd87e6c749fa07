import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { resellerBackend, resellerHandlers, resetReseller } from '../../../../test/msw/reseller-handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/tools/affiliate-link';

beforeEach(() => {
  resetReseller();
  server.use(...resellerHandlers);
});

describe('Affiliate Link (/account/broker/tools/affiliate-link)', () => {
  it("is unavailable until generated; generating says 'Token created' and shows the link with Copy", async () => {
    const { user } = renderApp(PATH, { profile: broker() });
    expect(await screen.findByText('Your affiliate link is unavailable until you generate it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate my link' }));
    expect(await screen.findByText('Token created')).toBeTruthy();
    expect(callsTo('createResellerSettings')).toEqual([{ $createToken: 'linkToken' }]);
    const link = (screen.getByLabelText('Your affiliate link') as HTMLInputElement).value;
    expect(link).toBe(`${window.location.origin}/?aff=${resellerBackend.settings.linkToken}`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('regenerating an existing link asks first, then replaces it through PATCH', async () => {
    resetReseller({ resellerId: 3, linkToken: 'L'.repeat(24) });
    const { user } = renderApp(PATH, { profile: broker() });
    expect(((await screen.findByLabelText('Your affiliate link')) as HTMLInputElement).value).toContain(
      `?aff=${'L'.repeat(24)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Regenerate' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Token created')).toBeTruthy();
    expect(callsTo('changeResellerSettings')).toEqual([{ resellerId: '3', $createToken: 'linkToken' }]);
  });

  it("shows the server's message in the error modal when the token cannot be created", async () => {
    resellerBackend.refuse = {
      name: 'Forbidden',
      code: 'brokerage.not_a_broker',
      message: 'Not allowed here.',
    };
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Generate my link' }));
    expect(
      within(await screen.findByRole('alertdialog', { name: 'Error' })).getByText('Not allowed here.'),
    ).toBeTruthy();
  });
});
