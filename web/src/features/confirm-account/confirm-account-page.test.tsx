import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_CODE, CONFIRM_UUID, fakeConfirmation } from '../../../test/fixtures/confirmations.ts';
import { backend, callsTo } from '../../../test/msw/backend.ts';
import { confirmations, resetConfirmations } from '../../../test/msw/confirm-account-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAGE = `/confirm-account?uuid=${CONFIRM_UUID}`;

beforeEach(() => resetConfirmations());

async function codeStep(overrides: Parameters<typeof fakeConfirmation>[0] = {}) {
  confirmations.set(CONFIRM_UUID, fakeConfirmation(overrides));
  const view = renderApp(PAGE);
  await view.user.type(await screen.findByLabelText('Mobile number'), '(201) 234-5678');
  await view.user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
  return view;
}

async function paymentStep(overrides: Parameters<typeof fakeConfirmation>[0] = {}) {
  const view = await codeStep(overrides);
  await view.user.type(screen.getByLabelText('Confirmation code'), CONFIRM_CODE);
  await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Thank you for verifying your phone number' });
  return view;
}

describe('/confirm-account', () => {
  it('sends a visitor without a uuid to the login page', async () => {
    const { router } = renderApp('/confirm-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says when the link is not valid, and offers the login page', async () => {
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This confirmation link is not valid.');
    expect(within(alert).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('collectNumber: checks the number before sending, then texts the code and moves to confirmCode', async () => {
    confirmations.set(CONFIRM_UUID, fakeConfirmation());
    const { user } = renderApp(PAGE);
    const phone = await screen.findByLabelText('Mobile number');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeTruthy();
    expect(callsTo('confirmAccount')).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '(201) 234-5678{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Enter your code' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/We texted a six-digit code to \(201\) 234-5678/)).toBeTruthy();
    expect(callsTo('confirmAccount')).toEqual([{ phone: '(201) 234-5678' }]);
  });

  it('confirmCode: starts there when a code is already out, and Re-Send asks for the number again', async () => {
    confirmations.set(CONFIRM_UUID, fakeConfirmation({ isCodeSet: true }));
    const { user } = renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Enter your code' });
    await user.click(screen.getByRole('button', { name: 'Re-Send code' }));
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
  });

  it('confirmCode: Re-Send code texts a new code to the same number', async () => {
    const { user } = await codeStep();
    await user.click(screen.getByRole('button', { name: 'Re-Send code' }));
    expect((await screen.findByRole('status')).textContent).toContain('We sent you a new code.');
    expect(callsTo('confirmAccount')).toEqual([{ phone: '(201) 234-5678' }, { phone: '(201) 234-5678' }]);
  });

  it("confirmCode: shows the server's message for a wrong code on the code field", async () => {
    const { user } = await codeStep();
    await user.type(screen.getByLabelText('Confirmation code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not correct. You have 4 tries left.')).toBeTruthy();
    expect(screen.getByLabelText('Confirmation code').getAttribute('aria-invalid')).toBe('true');
  });

  it('submitPayment: shows the amount due, pays, says Activation successful, and signs in to the numbers', async () => {
    const { user, router } = await paymentStep();
    expect(screen.getByText('$24.99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect(await screen.findByText('Please enter your card to pay the amount due.')).toBeTruthy();

    await user.type(screen.getByLabelText('Payment id'), 'pm_card_visa');
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect((await screen.findAllByText('Activation successful')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname.startsWith('/account')).toBe(true));
    expect(backend.profile.isLoggedIn).toBe(true);
    expect(callsTo('confirmAccount').at(-1)).toEqual({ paymentIntentId: 'pm_card_visa' });
  });

  it('submitPayment: shows a declined card and stays on the step', async () => {
    const { user } = await paymentStep();
    await user.type(screen.getByLabelText('Payment id'), 'pm_card_chargeDeclined');
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you for verifying your phone number' })).toBeTruthy();
  });

  it('submitPayment: activates without a card when nothing is due', async () => {
    const { user } = await paymentStep({ amountDueCents: 0 });
    expect(screen.getByText('$0.00')).toBeTruthy();
    expect(screen.queryByLabelText('Payment id')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Activate My Account' }));
    expect((await screen.findAllByText('Activation successful')).length).toBeGreaterThan(0);
    expect(callsTo('confirmAccount').at(-1)).toEqual({ activate: true });
  });

  it('activated: a used link says the account is active and offers the login page', async () => {
    confirmations.set(CONFIRM_UUID, fakeConfirmation({ isActivated: true }));
    renderApp(PAGE);
    const heading = await screen.findByRole('heading', { name: 'Your account is active' });
    const card = heading.closest('.confirm-account') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
