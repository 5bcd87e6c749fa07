import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { resellerBackend, resellerHandlers, resetReseller } from '../../../../test/msw/reseller-handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/tools/embedded-search';
const COMPANY = { name: 'Acme Numbers', url: 'https://acme.example', email: 'sales@acme.example' };

beforeEach(() => {
  resetReseller();
  server.use(...resellerHandlers);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('Embedded Search (/account/broker/tools/embedded-search)', () => {
  it('is unavailable until a widget token exists; shows the config in dollars and Save waits for a change', async () => {
    renderApp(PATH, { profile: broker() });
    expect(
      await screen.findByText('The widget is unavailable until you generate a widget token.'),
    ).toBeTruthy();
    expect(field('Minimum price').value).toBe('9.95');
    expect(field('Maximum price').value).toBe('2500.00');
    expect(saveButton().disabled).toBe(true);
  });

  it("generates the widget token ('Token created') and shows the one script tag to paste, with Copy", async () => {
    const { user } = renderApp(PATH, { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Generate widget token' }));
    expect(await screen.findByText('Token created')).toBeTruthy();
    expect(callsTo('createResellerSettings')).toEqual([{ $createToken: 'widgetToken' }]);
    const tag = field('Paste this tag into your page where the search should appear').value;
    expect(tag).toBe(
      `<script src="${window.location.origin}/widget/embed.js" data-widget-token="${resellerBackend.settings.widgetToken}" async></script>`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(tag);
    expect(screen.queryByText('The widget is unavailable until you generate a widget token.')).toBeNull();
  });

  it("saves the company and the config in cents ('Settings saved')", async () => {
    resetReseller({ resellerId: 3, widgetToken: 'W'.repeat(24) });
    const { user } = renderApp(PATH, { profile: broker() });
    await user.type(await screen.findByLabelText('Company name'), COMPANY.name);
    await user.type(field('Company URL'), COMPANY.url);
    await user.type(field('Company email'), COMPANY.email);
    await user.clear(field('Minimum price'));
    await user.type(field('Minimum price'), '15');
    await user.type(field('Percent markup'), '{Backspace}10');
    await user.click(screen.getByLabelText('Offer toll-free numbers'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(callsTo('changeResellerSettings')).toEqual([
      {
        resellerId: '3',
        ...COMPANY,
        config: {
          allowTollfree: true,
          minPrice: 1_500,
          maxPrice: 250_000,
          percentMarkup: 10,
          fixedMarkup: 0,
          buyNowLimit: 250_000,
        },
      },
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("checks the form by spec 3's rules and keeps Save disabled while anything is wrong", async () => {
    resetReseller({ resellerId: 3, ...COMPANY });
    const { user } = renderApp(PATH, { profile: broker() });
    await user.clear(await screen.findByLabelText('Minimum price'));
    await user.tab();
    expect(await screen.findByText('min is required')).toBeTruthy();
    await user.type(field('Minimum price'), '9.94');
    expect(await screen.findByText('min is $9.95')).toBeTruthy();
    await user.clear(field('Maximum price'));
    await user.type(field('Maximum price'), '2500.01');
    await user.tab();
    expect(await screen.findByText('max is $2500')).toBeTruthy();
    await user.clear(field('Company name'));
    await user.tab();
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    await user.clear(field('Company URL'));
    await user.tab();
    expect(await screen.findByText('Company URL is required')).toBeTruthy();
    await user.clear(field('Company email'));
    await user.tab();
    expect(await screen.findByText('Company email is required')).toBeTruthy();
    await user.type(field('Company email'), 'sales@acme');
    expect(await screen.findByText('Company email is invalid')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's message in the error modal when saving fails", async () => {
    resetReseller({ resellerId: 3, ...COMPANY });
    const { user } = renderApp(PATH, { profile: broker() });
    await user.type(
      await screen.findByLabelText('Fixed markup'),
      '{Backspace}{Backspace}{Backspace}{Backspace}5',
    );
    resellerBackend.refuse = {
      name: 'ValidationError',
      code: 'reseller.settings_invalid',
      message: 'Company URL must be a web address starting with https:// (or http://)',
    };
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Company URL must be a web address starting with https:// (or http://)'),
    ).toBeTruthy();
  });
});
