import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { message, messageThread, threadsAMinuteApart } from '../../../test/fixtures/messages.ts';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { callsTo } from '../../../test/msw/backend.ts';
import { messagingBackend, messagingContactHandlers } from '../../../test/msw/messaging-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const threadCalls = () => callsTo('listMessageThreads') as URLSearchParams[];
const conversations = () => screen.findByRole('list', { name: 'Conversations' });

beforeEach(() => {
  server.use(...messagingContactHandlers);
  telephoneNumberBackend.numbers = [
    telephoneNumber('+12012340101', { nickname: 'Front desk', isSmsEnabled: true, smsEnabled: 'Y' }),
    telephoneNumber('+12012340102', { isSmsEnabled: true, smsEnabled: 'Y' }),
  ];
});

describe('messages screen', () => {
  it("says there are no conversations yet and offers All Numbers and the account's numbers", async () => {
    renderApp('/account/messages', { profile: adminProfile() });

    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Number' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Numbers', '(201) 234-0101 (Front desk)', '(201) 234-0102']),
    );
    expect(screen.getByRole('link', { name: 'Manage numbers' }).getAttribute('href')).toBe(
      '/account/numbers',
    );
  });

  it('asks for active numbers 1000 at a time, and only the SMS-enabled ones when more than 200 come back', async () => {
    telephoneNumberBackend.numbers = Array.from({ length: 201 }, (_, index) =>
      telephoneNumber(`+1201234${String(1000 + index)}`),
    );
    renderApp('/account/messages', { profile: adminProfile() });

    await waitFor(() => expect(callsTo('listTelephoneNumbers')).toHaveLength(2));
    const [first, second] = callsTo('listTelephoneNumbers') as URLSearchParams[];
    const asked = (query: URLSearchParams) => ['status', '$limit', 'smsEnabled'].map((key) => query.get(key));
    expect(asked(first!)).toEqual(['active', '1000', null]);
    expect(asked(second!)).toEqual(['active', '1000', 'Y']);
  });

  it('lists on brand 1 only the local numbers starting with 1, not toll-free ones', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101'), telephoneNumber('+18882340100')];
    renderApp('/account/messages', { profile: adminProfile() });

    const filter = await screen.findByRole('combobox', { name: 'Number' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(2));
    expect(within(filter).queryByRole('option', { name: /888/ })).toBeNull();
  });

  it('lists conversations newest first with their latest message, and keeps the chosen number in the address', async () => {
    messagingBackend.threads = [
      messageThread({
        messageThreadId: 1,
        contacts: [{ contactId: 9, callerId: '+15032340142', name: 'Dana', blocked: 'N' }],
        unreadCount: 2,
      }),
      messageThread({
        messageThreadId: 2,
        tn: '+12012340102',
        participants: ['+15032340143'],
        recentMessage: { type: 'sms', message: 'Older news' },
        recentMessageDate: '2026-11-23T10:00:00.000Z',
      }),
    ];
    const { user, router } = renderApp('/account/messages', { profile: adminProfile() });

    const list = within(await conversations());
    const links = await list.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Dana'),
      expect.stringContaining('(503) 234-0143'),
    ]);
    expect(links[0]!.textContent).toContain('See you at 5');
    expect(list.getByRole('img', { name: '2 unread' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number' }), '+12012340102');
    await waitFor(() => expect(router.state.location.search).toBe('?tn=12012340102'));
    await waitFor(() => expect(threadCalls().at(-1)?.get('tn')).toBe('+12012340102'));
    await waitFor(async () => expect(within(await conversations()).getAllByRole('link')).toHaveLength(1));
  });

  it('loads the next 20 conversations with the last one as the cursor when the list is scrolled to its end', async () => {
    messagingBackend.threads = threadsAMinuteApart(25);
    renderApp('/account/messages', { profile: adminProfile() });
    const list = await conversations();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(20));
    expect(threadCalls()[0]?.get('$limit')).toBe('20');

    fireEvent.scroll(list);

    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    const next = threadCalls().at(-1)!;
    expect(next.get('beforeDate')).toBe(messagingBackend.threads[19]!.recentMessageDate);
    expect(next.get('beforeId')).toBe('20');
    expect(within(list).queryByRole('button', { name: 'Load older conversations' })).toBeNull();
  });

  it('opens a conversation from the address, shows its messages and marks the menu choice in the address', async () => {
    messagingBackend.threads = [
      messageThread({ messageThreadId: 1 }),
      messageThread({ messageThreadId: 2, participants: ['+15032340199'] }),
    ];
    messagingBackend.messages = [
      message({ messageId: 1, message: 'Hello there', createDate: '2026-11-24T18:00:00.000Z' }),
      message({
        messageId: 2,
        direction: 'outbound',
        from: '+12012340101',
        to: ['+15032340142'],
        message: 'Hi! On my way',
        deliveryStatus: 'delivered',
        createDate: '2026-11-24T18:30:00.000Z',
      }),
    ];
    const { user, router } = renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });

    const thread = await screen.findByRole('region', { name: 'Conversation with (503) 234-0142' });
    const messages = await within(thread).findByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(
        within(messages)
          .getAllByRole('article')
          .map((bubble) => bubble.textContent),
      ).toEqual([expect.stringContaining('Hi! On my way'), expect.stringContaining('Hello there')]),
    );
    expect(
      within(messages)
        .getAllByRole('article')
        .map((bubble) => bubble.getAttribute('aria-label')),
    ).toEqual(['Sent message', 'Received message']);
    // Delivery icons are the employees'.
    expect(within(thread).queryByRole('img', { name: 'Delivered' })).toBeNull();

    await user.click(within(await conversations()).getByRole('link', { name: /503\) 234-0199/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?messageThreadId=2'));
  });

  it('loads older messages, with the oldest shown as the cursor, when the thread is scrolled up', async () => {
    messagingBackend.threads = [messageThread()];
    messagingBackend.messages = Array.from({ length: 55 }, (_, index) =>
      message({
        messageId: index + 1,
        message: `Text ${index + 1}`,
        createDate: new Date(Date.parse('2026-11-24T18:30:00.000Z') - index * 1000).toISOString(),
      }),
    );
    renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });
    const messages = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(messages).getAllByRole('article')).toHaveLength(50));

    fireEvent.scroll(messages);

    await waitFor(() => expect(within(messages).getAllByRole('article')).toHaveLength(55));
    const last = (callsTo('listMessages') as URLSearchParams[]).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      messageThreadId: '1',
      $limit: '50',
      beforeDate: messagingBackend.messages[49]!.createDate,
      beforeId: '50',
    });
  });

  it('shows a scheduled icon on a thread and a message waiting for their time', async () => {
    messagingBackend.threads = [messageThread({ hasScheduled: true })];
    messagingBackend.messages = [
      message({
        direction: 'outbound',
        deliveryStatus: 'scheduled',
        deferDate: '2026-12-01T17:00:00.000Z',
        message: 'Reminder',
      }),
    ];
    renderApp('/account/messages?messageThreadId=1', { profile: userProfile() });

    const list = within(await conversations());
    expect(await list.findByRole('img', { name: 'Has a scheduled message' })).toBeTruthy();
    const bubble = await screen.findByRole('article', { name: 'Sent message' });
    expect(within(bubble).getByRole('img', { name: 'Scheduled' })).toBeTruthy();
    expect(bubble.textContent).toContain('Scheduled for 12/01/2026');
  });

  it('toggles a conversation unread and read through PATCH unreadCount', async () => {
    messagingBackend.threads = [messageThread()];
    const { user } = renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(callsTo('patchMessageThread')).toEqual([{ messageThreadId: '1', unreadCount: 1 }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(callsTo('patchMessageThread').at(-1)).toEqual({ messageThreadId: '1', unreadCount: 0 }),
    );
  });

  it('deletes a conversation only after the Confirm Delete dialog, then closes it', async () => {
    messagingBackend.threads = [messageThread()];
    const { user, router } = renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('deleteMessageThread')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    await waitFor(() => expect(callsTo('deleteMessageThread')).toEqual([{ messageThreadId: '1' }]));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
  });

  it('blocks the other party after confirming, and offers to unblock them then', async () => {
    messagingBackend.threads = [messageThread()];
    const { user } = renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Block' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    await waitFor(() => expect(callsTo('setBlocked')).toEqual([{ callerId: '+15032340142', blocked: 'Y' }]));
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(callsTo('setBlocked').at(-1)).toEqual({ callerId: '+15032340142', blocked: 'N' }),
    );
  });

  it('replies in the open thread from its number to its participants', async () => {
    messagingBackend.threads = [messageThread()];
    const { user } = renderApp('/account/messages?messageThreadId=1', { profile: userProfile() });

    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(reply, 'Running late');
    await user.click(send);

    await waitFor(() =>
      expect(callsTo('sendMessage')).toEqual([
        {
          tn: '+12012340101',
          participants: ['+15032340142'],
          message: 'Running late',
          recaptchaToken: 'dev-recaptcha-token',
        },
      ]),
    );
    expect(await screen.findByRole('article', { name: 'Sent message' })).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('');
  });
});
