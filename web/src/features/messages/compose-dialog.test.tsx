import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  UNSUPPORTED_ATTACHMENT,
} from '../../../../src/shared/message-rules.ts';
import { adminProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { callsTo } from '../../../test/msw/backend.ts';
import { messagingBackend, messagingContactHandlers } from '../../../test/msw/messaging-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { INVALID_RECIPIENT } from './recipient-input.tsx';

beforeEach(() => {
  server.use(...messagingContactHandlers);
  telephoneNumberBackend.numbers = [
    telephoneNumber('+12012340101', { nickname: 'Front desk', isSmsEnabled: true, smsEnabled: 'Y' }),
    telephoneNumber('+12012340102', { isSmsEnabled: true, smsEnabled: 'Y' }),
  ];
  messagingBackend.contacts = [
    { contactId: 1, name: 'Dana Diaz', callerId: '+15032340142', blocked: 'N' },
    { contactId: 2, name: 'Eli Evans', callerId: '+15039870100', blocked: 'N' },
  ];
});

async function openDialog(path = '/account/messages') {
  const app = renderApp(path, { profile: adminProfile() });
  await app.user.click(await screen.findByRole('button', { name: 'Send New Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send New Message' });
  return { ...app, dialog: within(dialog) };
}

const sendButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
/** The suggestions shown (none when the list is closed). */
function optionNames(dialog: ReturnType<typeof within>) {
  const listbox = dialog.queryByRole('listbox', { name: 'Contact suggestions' });
  return listbox
    ? within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent)
    : [];
}

describe('Send New Message dialog', () => {
  it('sends from the chosen number to the recipients, then opens the conversation', async () => {
    const { user, dialog, router } = await openDialog('/account/messages?tn=12012340102');
    expect((dialog.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('+12012340102');
    expect(sendButton(dialog).disabled).toBe(true);

    await user.type(dialog.getByRole('combobox', { name: 'To' }), '503 234 0199');
    await user.tab();
    expect(dialog.getByRole('list', { name: 'Recipients' }).textContent).toContain('(503) 234-0199');
    expect(sendButton(dialog).disabled).toBe(true);
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello from the bakery');
    expect(sendButton(dialog).disabled).toBe(false);
    await user.click(sendButton(dialog));

    await waitFor(() =>
      expect(callsTo('sendMessage')).toEqual([
        {
          tn: '+12012340102',
          participants: ['+15032340199'],
          message: 'Hello from the bakery',
          recaptchaToken: 'dev-recaptcha-token',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send New Message' })).toBeNull());
    const threadId = messagingBackend.threads[0]!.messageThreadId;
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tn=12012340102&messageThreadId=${threadId}`),
    );
  });

  it('suggests contacts by digits of their number or by name, and adds the one chosen', async () => {
    const { user, dialog } = await openDialog();
    const to = dialog.getByRole('combobox', { name: 'To' });

    await user.type(to, '987');
    expect(optionNames(dialog)).toEqual(['Eli Evans (503) 987-0100']);
    await user.clear(to);
    await user.type(to, 'dana');
    expect(optionNames(dialog)).toEqual(['Dana Diaz (503) 234-0142']);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(dialog.getByRole('list', { name: 'Recipients' }).textContent).toContain(
      'Dana Diaz (503) 234-0142',
    );
    expect((to as HTMLInputElement).value).toBe('');
    await user.type(to, 'd');
    expect(optionNames(dialog)).toEqual([]);
  });

  it('adds typed text on blur only when it is a valid number not listed yet', async () => {
    const { user, dialog } = await openDialog();
    const to = dialog.getByRole('combobox', { name: 'To' }) as HTMLInputElement;

    await user.type(to, '50');
    await user.tab();
    expect(dialog.queryByRole('list', { name: 'Recipients' })).toBeNull();
    expect(dialog.getByText(INVALID_RECIPIENT)).toBeTruthy();

    await user.clear(to);
    await user.type(to, '(503) 234-0199');
    await user.tab();
    await user.type(to, '+1 503 234 0199');
    await user.tab();
    expect(within(dialog.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem')).toHaveLength(1);
    expect(to.value).toBe('');

    await user.click(dialog.getByRole('button', { name: 'Remove (503) 234-0199' }));
    expect(dialog.queryByRole('list', { name: 'Recipients' })).toBeNull();
  });

  it('refuses an attachment of 2 MB or more and one of an unsupported type, with the spec texts', async () => {
    const { dialog } = await openDialog();
    const input = dialog.getByLabelText('Attachment');

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(ATTACHMENT_MAX_BYTES)], 'big.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(ATTACHMENT_TOO_LARGE));

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(UNSUPPORTED_ATTACHMENT));
  });

  it('sends an image without text as a data URL with its file name', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('combobox', { name: 'To' }), '5032340199{Enter}');
    fireEvent.change(dialog.getByLabelText('Attachment'), {
      target: { files: [new File(['png-bytes'], 'cake.png', { type: 'image/png' })] },
    });
    expect(await dialog.findByText('cake.png')).toBeTruthy();
    await waitFor(() => expect(sendButton(dialog).disabled).toBe(false));

    await user.click(sendButton(dialog));

    await waitFor(() => expect(callsTo('sendMessage')).toHaveLength(1));
    const sent = callsTo('sendMessage')[0] as { media: string; filename: string; message: string };
    expect(sent.media).toMatch(/^data:image\/png;base64,/);
    expect(sent.filename).toBe('cake.png');
    expect(sent.message).toBe('');
  });

  it("shows the server's refusal above the send bar and keeps the draft", async () => {
    messagingBackend.nextSendError = {
      status: 422,
      body: {
        name: 'RuleViolated',
        code: 'messaging.sms_not_activated',
        message: 'Messaging is not activated on this number. Activate SMS on the Numbers page first.',
      },
    };
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('combobox', { name: 'To' }), '5032340199{Enter}');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(sendButton(dialog));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(
      'Messaging is not activated on this number. Activate SMS on the Numbers page first.',
    );
    expect(alert.nextElementSibling?.contains(sendButton(dialog))).toBe(true);
    expect((dialog.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('schedules the message for the time chosen, and waits for a time before Send', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('combobox', { name: 'To' }), '5032340199{Enter}');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Happy birthday!');
    await user.click(dialog.getByRole('checkbox', { name: 'Send later' }));
    expect(sendButton(dialog).disabled).toBe(true);

    fireEvent.change(dialog.getByLabelText('Send at'), { target: { value: '2030-01-02T09:30' } });
    await user.click(sendButton(dialog));

    await waitFor(() => expect(callsTo('sendMessage')).toHaveLength(1));
    expect((callsTo('sendMessage')[0] as { deferDate: string }).deferDate).toBe(
      new Date('2030-01-02T09:30').toISOString(),
    );
  });
});
