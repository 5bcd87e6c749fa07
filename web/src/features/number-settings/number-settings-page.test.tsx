import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile } from '../../../test/fixtures/profiles.ts';
import { backend, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { numberSettings, numberSettingsBackend } from '../../../test/msw/number-settings-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/account/numbers/12012340101';
const serve = (overrides: Parameters<typeof numberSettings>[0] = {}) =>
  numberSettingsBackend.numbers.set('12012340101', numberSettings(overrides));
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('number settings page', () => {
  it('shows the number, its forwarding, PIN and lock state, says there are no port-out requests, and links back', async () => {
    serve({ nickname: 'Front desk', forwardTo: '+19732340142' });
    renderApp(PATH, { profile: adminProfile() });

    expect(await screen.findByRole('heading', { name: '(201) 234-0101 (Front desk)' })).toBeTruthy();
    expect(
      (await section('Forwarding')).getByText('Calls to this number forward to (973) 234-0142.'),
    ).toBeTruthy();
    expect((await section('Port-out PIN')).getByText(/No PIN is set/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Transfer Lock' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('No carrier has asked to move this number.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to your numbers' }).getAttribute('href')).toBe(
      '/account/numbers',
    );
  });

  it('saves a forwarding destination and stops forwarding', async () => {
    serve();
    const { user } = renderApp(PATH, { profile: adminProfile() });

    const forwarding = await section('Forwarding');
    await user.type(forwarding.getByLabelText('Forward calls to'), '+19732340142');
    await user.click(forwarding.getByRole('button', { name: 'Save forwarding' }));
    expect(await forwarding.findByText('Calls to this number forward to (973) 234-0142.')).toBeTruthy();
    await user.click(forwarding.getByRole('button', { name: 'Stop forwarding' }));
    expect(await forwarding.findByText('Calls to this number are not forwarded.')).toBeTruthy();
    expect(
      backend.calls.filter((call) => call.operation === 'setNumberForwarding').map((call) => call.body),
    ).toEqual([{ forwardTo: '+19732340142' }, { forwardTo: null }]);
  });

  it('says which plans forward when the number’s plan does not, with no form', async () => {
    serve({ plan: { id: 1, name: 'Park' }, planForwards: false });
    renderApp(PATH, { profile: adminProfile() });

    const forwarding = await section('Forwarding');
    expect(
      forwarding.getByText('The Park plan does not forward calls. Plans that forward: Forward, Unlimited.'),
    ).toBeTruthy();
    expect(forwarding.queryByLabelText('Forward calls to')).toBeNull();
  });

  it('takes the PIN in a masked numeric field, refuses 1234 before sending, and sets a good one', async () => {
    serve();
    const { user } = renderApp(PATH, { profile: adminProfile() });

    const pin = await section('Port-out PIN');
    const field = pin.getByLabelText('PIN');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '1234');
    await user.click(pin.getByRole('button', { name: 'Set PIN' }));
    expect(
      pin.getByText('That PIN is too easy to guess. Choose a PIN other than 0000 or 1234.'),
    ).toBeTruthy();
    expect(backend.calls.some((call) => call.operation === 'setPortOutPin')).toBe(false);

    await user.clear(field);
    await user.type(field, '482916');
    await user.click(pin.getByRole('button', { name: 'Set PIN' }));
    expect(await pin.findByText(/A PIN is set\./)).toBeTruthy();
    expect(pin.getByRole('button', { name: 'Change PIN' })).toBeTruthy();
  });

  it('asks for the password when the sign-in is not recent, then turns Transfer Lock on', async () => {
    serve();
    backend.recentSignIn = false;
    const { user } = renderApp(PATH, { profile: adminProfile() });

    await user.click(await screen.findByRole('switch', { name: 'Transfer Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await screen.findByText(/On: every request to move this number/);
    expect(screen.getByRole('switch', { name: 'Transfer Lock' }).getAttribute('aria-checked')).toBe('true');
  });

  it('lists the number’s port-out requests with their status and reason', async () => {
    serve({
      portOutRequests: [
        {
          carrierRequestId: 'po-1',
          tn: '+12012340101',
          gainingCarrier: 'Other Wireless',
          status: 'refused',
          reason: 'wrong_pin',
          requestedAt: '2026-11-22T12:00:00.000Z',
          decidedAt: '2026-11-22T12:00:00.000Z',
          completedAt: null,
        },
      ],
    });
    renderApp(PATH, { profile: adminProfile() });

    const table = within(await screen.findByRole('table', { name: 'Port-out requests' }));
    const [, row] = table.getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 22, 2026, 12:00 PM', 'Other Wireless', 'Refused', 'Wrong PIN']);
  });

  it('says so when the account does not hold the number', async () => {
    renderApp(PATH, { profile: adminProfile() });
    expect(await screen.findByText('Telephone number not found.')).toBeTruthy();
  });
});
