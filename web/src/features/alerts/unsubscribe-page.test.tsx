import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'tQ2x3l0nq8bYx1m2XoWc0t3Kq5m9dJc7lYp4VZzR8aE';

function savedAlert() {
  backend.alerts.set(7, {
    token: TOKEN,
    view: {
      id: 7,
      email: 'j***@example.com',
      search: { type: 'local', npa: '201', state: null, search: 'CARS', country: null },
      unsubscribedAt: null,
    },
  });
}

describe('unsubscribe page', () => {
  it('says which search mails the address, and changes nothing until the button is pressed', async () => {
    savedAlert();
    renderApp(`/unsubscribe?search=7&token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Stop these emails?' })).toBeTruthy();
    expect(screen.getByText(/j\*\*\*@example\.com/).textContent).toContain(
      'local numbers in area code 201 matching "CARS"',
    );
    expect(callsTo('unsubscribeSavedSearch')).toHaveLength(0);
    expect(backend.alerts.get(7)!.view.unsubscribedAt).toBeNull();
  });

  it('stops the mails with Stop these emails and says so', async () => {
    savedAlert();
    const { user } = renderApp(`/unsubscribe?search=7&token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Stop these emails' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(callsTo('unsubscribeSavedSearch')).toEqual([{ token: TOKEN }]);
    expect(backend.alerts.get(7)!.view.unsubscribedAt).not.toBeNull();
  });

  it('shows an unsubscribed search as such', async () => {
    savedAlert();
    backend.alerts.get(7)!.view.unsubscribedAt = '2026-11-20T10:00:00.000Z';
    renderApp(`/unsubscribe?search=7&token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });

  it('explains a link with a wrong token, and offers no button', async () => {
    savedAlert();
    renderApp('/unsubscribe?search=7&token=wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });

  it('explains a link cut short', async () => {
    renderApp('/unsubscribe?search=7');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete.');
  });
});
