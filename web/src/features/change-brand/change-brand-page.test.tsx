import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { backend, http } from '../../../test/msw/backend.ts';
import { server } from '../../../test/msw/server.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NEW_ACCOUNT_ID = 4242;
const BAKERY_ID = 2003;
const sent: { method: string; path: string; body: unknown }[] = [];

function fakeChangeBrand(failure?: { status: 422; message: string }) {
  sent.length = 0;
  server.use(
    http.get('/api/accounts/change-brand', ({ response }) =>
      response(200).json({
        brandingId: 2,
        brandName: 'Numberyard Business',
        plan: { id: 10, name: 'Phone Number', mrc: 1000 },
        accounts: [{ accountId: BAKERY_ID, company: 'Bea’s Bakery LLC', nickname: 'Bakery', mrc: 800 }],
      }),
    ),
    http.post('/api/accounts/change-brand', async ({ request, response }) => {
      sent.push({ method: 'POST', path: '/api/accounts/change-brand', body: await request.json() });
      if (failure)
        return response(422).json({
          name: 'RuleViolationError',
          code: 'billing.change_brand',
          message: failure.message,
        });
      return response(200).json({ accountId: NEW_ACCOUNT_ID, userId: 7 });
    }),
    http.patch('/api/accounts/change-brand/{accountId}', async ({ request, params, response }) => {
      sent.push({
        method: 'PATCH',
        path: `/api/accounts/change-brand/${params.accountId}`,
        body: await request.json(),
      });
      return response(200).json({ accountId: Number(params.accountId), userId: 7 });
    }),
    http.post('/api/session', async ({ request, response }) => {
      sent.push({ method: 'POST', path: '/api/session', body: await request.json() });
      backend.profile = { ...backend.profile, accountId: NEW_ACCOUNT_ID, brandingId: 2 };
      return response(200).json({ result: 'success' } as never);
    }),
  );
}

const someNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    telephoneNumber(`+120123401${String(i + 10)}`, { nickname: i === 0 ? 'Front desk' : '' }),
  );

describe('change brand page', () => {
  it('keeps Convert My Numbers disabled until a number is chosen and the terms are agreed', async () => {
    fakeChangeBrand();
    telephoneNumberBackend.numbers = someNumbers(2);
    const { user } = renderApp('/account/change-brand', { profile: adminProfile() });

    const convert = await screen.findByRole('button', { name: 'Convert My Numbers' });
    expect(convert.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Convert (201) 234-0110' }));
    expect(convert.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(convert.hasAttribute('disabled')).toBe(false);
  });

  it('shows the new monthly total at the chosen account’s price', async () => {
    fakeChangeBrand();
    telephoneNumberBackend.numbers = someNumbers(3);
    const { user } = renderApp('/account/change-brand', { profile: adminProfile() });

    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('$30.00')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bakery (existing)' }));
    expect(screen.getByText('$24.00')).toBeTruthy();
  });

  it('has a search box only with more than 5 numbers, and select-all takes the numbers shown', async () => {
    fakeChangeBrand();
    telephoneNumberBackend.numbers = someNumbers(5);
    const first = renderApp('/account/change-brand', { profile: adminProfile() });
    await screen.findByRole('button', { name: 'Convert My Numbers' });
    expect(screen.queryByRole('searchbox', { name: 'Search numbers' })).toBeNull();
    first.unmount();

    telephoneNumberBackend.numbers = someNumbers(6);
    const { user } = renderApp('/account/change-brand', { profile: adminProfile() });
    await user.type(await screen.findByRole('searchbox', { name: 'Search numbers' }), 'front');
    const table = within(screen.getByRole('table', { name: 'Numbers to convert' }));
    expect(table.getAllByRole('row')).toHaveLength(2);
    await user.click(table.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText(/1 number on the Phone Number plan/)).toBeTruthy();
  });

  it('converts to a new account, then Go to My New Account switches to it and opens the profile', async () => {
    fakeChangeBrand();
    telephoneNumberBackend.numbers = someNumbers(2);
    const { user, router } = renderApp('/account/change-brand', { profile: adminProfile() });

    await user.click(await screen.findByRole('checkbox', { name: 'Convert (201) 234-0111' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Convert My Numbers' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Numbers converted' }));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/accounts/change-brand',
      body: { brandingId: 2, tns: ['+12012340111'] },
    });
    await user.click(dialog.getByRole('button', { name: 'Go to My New Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/session', body: { accountId: NEW_ACCOUNT_ID } });
  });

  it('converts to an existing account with PATCH, and Stay Here keeps the page', async () => {
    fakeChangeBrand();
    telephoneNumberBackend.numbers = someNumbers(2);
    const { user, router } = renderApp('/account/change-brand', { profile: adminProfile() });

    await user.click(await screen.findByRole('radio', { name: 'Bakery (existing)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Convert My Numbers' }));
    await user.click(await screen.findByRole('button', { name: 'Stay Here' }));

    expect(sent[0]?.path).toBe(`/api/accounts/change-brand/${BAKERY_ID}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/account/change-brand');
  });

  it('shows the server’s reason when the conversion is refused', async () => {
    fakeChangeBrand({ status: 422, message: 'Numbers can only be converted to the other brand.' });
    telephoneNumberBackend.numbers = someNumbers(1);
    const { user } = renderApp('/account/change-brand', { profile: adminProfile() });

    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Convert My Numbers' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Numbers can only be converted to the other brand.',
    );
  });

  it('says so when the account has no numbers', async () => {
    fakeChangeBrand();
    renderApp('/account/change-brand', { profile: adminProfile() });
    expect(await screen.findByText('You have no numbers to convert.')).toBeTruthy();
  });

  it('sends a member who is not an account admin to the profile', async () => {
    const { router } = renderApp('/account/change-brand', { profile: userProfile() });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
