import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile } from '../../../test/fixtures/profiles.ts';
import { searchNumber } from '../../../test/fixtures/search.ts';
import { backend, callsTo, http, listNumbers } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import type { RenderAppOptions } from '../../../test/render-app.tsx';
import { renderApp } from '../../../test/render-app.tsx';

const TITLE = 'Request to License or Purchase';
const LICENSED = searchNumber('+12012340100', { price: 2_000_000, licenseNrc: 15_000, licenseMrc: 2_500 });

/** The search page with the dialog open, as the listing's Contact Agent link leaves the URL. */
async function openDialog(type: 'purchase' | 'license' = 'license', options?: RenderAppOptions) {
  listNumbers([LICENSED]);
  const view = renderApp(`/search?npa=201&contactAgent=%2B12012340100&contactAgentType=${type}`, options);
  const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
  const submit = () => dialog.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  return { ...view, dialog, submit };
}

async function fillIn(view: Awaited<ReturnType<typeof openDialog>>) {
  const { user, dialog } = view;
  await user.type(dialog.getByLabelText('Name'), 'Jo Buyer');
  await user.type(dialog.getByLabelText('Email'), 'jo@example.com');
  await user.type(dialog.getByLabelText('Contact Phone'), '(201) 234-5678');
  await user.type(dialog.getByLabelText('Comments'), 'Can we talk this week?');
}

describe('the contact-agent dialog', () => {
  it('opens from the LICENSE side of a listing for a licence', async () => {
    listNumbers([LICENSED]);
    const { user, router } = renderApp('/search?npa=201');
    const listing = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    await user.click(listing.getByRole('button', { name: 'LICENSE' }));
    await user.click(listing.getByRole('link', { name: 'Contact Agent' }));

    const dialog = within(screen.getByRole('dialog', { name: TITLE }));
    expect(dialog.getByText(/about licensing/).textContent).toContain('(201) 234-0100');
    expect(new URLSearchParams(router.state.location.search).get('contactAgentType')).toBe('license');
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));
  });

  it("shows the spec's message for each field once it is left", async () => {
    const view = await openDialog();
    const { user, dialog } = view;

    await user.click(dialog.getByLabelText('Name'));
    await user.tab();
    expect(dialog.getByText('Name is required.')).toBeTruthy();
    await user.tab();
    expect(dialog.getByText('Email is required.')).toBeTruthy();
    await user.tab();
    expect(dialog.getByText('Contact Phone is required.')).toBeTruthy();
    await user.tab();
    expect(dialog.getByText('Comments are required.')).toBeTruthy();

    await user.type(dialog.getByLabelText('Email'), 'jo@example');
    await user.type(dialog.getByLabelText('Contact Phone'), '12345');
    expect(dialog.getByText('Please enter a valid email.')).toBeTruthy();
    expect(dialog.getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(dialog.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps Submit disabled until every field is valid', async () => {
    const view = await openDialog();
    expect(view.submit().disabled).toBe(true);
    await fillIn(view);
    expect(view.submit().disabled).toBe(false);
    await view.user.clear(view.dialog.getByLabelText('Comments'));
    expect(view.submit().disabled).toBe(true);
  });

  it('sends the request with a bot-check token, shows progress, then the confirmation', async () => {
    let answer: (value?: unknown) => void = () => {};
    const answered = new Promise((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/talk-to-agent', async ({ request, response }) => {
        backend.calls.push({ operation: 'talkToAgent', body: await request.json() });
        await answered;
        return response(201).json({ leadId: 7, message: 'ok' });
      }),
    );
    const view = await openDialog('license');
    await fillIn(view);
    await view.user.click(view.submit());

    expect((await view.dialog.findByRole('status')).textContent).toContain('Sending your request…');
    expect((view.dialog.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    answer();

    expect(
      await screen.findByText('We are connecting you to an agent. This may take up to a minute.'),
    ).toBeTruthy();
    const sent = within(screen.getByRole('dialog', { name: TITLE }));
    expect(callsTo('talkToAgent')).toEqual([
      {
        type: 'license',
        tn: '+12012340100',
        name: 'Jo Buyer',
        email: 'jo@example.com',
        phone: '(201) 234-5678',
        comments: 'Can we talk this week?',
        recaptchaToken: 'dev-recaptcha-token',
      },
    ]);
    const close = sent.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await view.user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.search).toBe('?npa=201');
  });

  it("shows the server's message when the request fails, and keeps the form", async () => {
    const view = await openDialog('purchase');
    backend.inventory = [];
    await fillIn(view);
    await view.user.click(view.submit());

    expect((await view.dialog.findByRole('alert')).textContent).toBe(
      'Sorry, this number is no longer available.',
    );
    expect((view.dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Jo Buyer');
    await view.user.type(view.dialog.getByLabelText('Comments'), '!');
    expect(view.dialog.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field messages beside their fields", async () => {
    server.use(
      http.post('/api/talk-to-agent', ({ response }) =>
        response(400).json({
          name: 'BadRequest',
          code: 'validation.invalid',
          message: 'Invalid request.',
          errors: { email: 'Please enter a valid email.' },
        }),
      ),
    );
    const view = await openDialog();
    await fillIn(view);
    await view.user.click(view.submit());

    expect(await view.dialog.findByText('Please enter a valid email.')).toBeTruthy();
    expect(view.dialog.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("fills in a signed-in visitor's name and email", async () => {
    const view = await openDialog('purchase', { profile: adminProfile() });
    expect((view.dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Admin');
    expect((view.dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((view.dialog.getByLabelText('Contact Phone') as HTMLInputElement).value).toBe('');
  });

  it('closes with Escape', async () => {
    const view = await openDialog();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.search).toBe('?npa=201');
  });
});
