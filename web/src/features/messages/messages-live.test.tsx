import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { message, messageThread } from '../../../test/fixtures/messages.ts';
import { adminProfile } from '../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../test/msw/backend.ts';
import { messagingBackend, messagingContactHandlers } from '../../../test/msw/messaging-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  server.use(...messagingContactHandlers);
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** Waits until the event's refresh has asked for the threads again: by then the page has done what it does. */
async function afterTheRefresh(send: () => void) {
  const before = callsTo('listMessageThreads').length;
  send();
  await waitFor(() => expect(callsTo('listMessageThreads').length).toBeGreaterThan(before));
}

const conversationLinks = async () =>
  within(await screen.findByRole('list', { name: 'Conversations' })).queryAllByRole('link');

describe('messages screen, live', () => {
  it('puts a thread arriving live on top and selects it when none is selected', async () => {
    messagingBackend.threads = [
      messageThread({ messageThreadId: 1, recentMessageDate: '2026-11-24T10:00:00.000Z' }),
    ];
    const { router } = renderApp('/account/messages', { profile: adminProfile() });
    await waitFor(async () => expect(await conversationLinks()).toHaveLength(1));

    messagingBackend.threads.push(
      messageThread({
        messageThreadId: 7,
        participants: ['+15032340177'],
        recentMessage: { type: 'sms', message: 'New here' },
        recentMessageDate: '2026-11-24T11:00:00.000Z',
      }),
    );
    FakeEventSource.live().send({
      service: 'message-threads',
      type: 'created',
      data: { messageThreadId: 7, tn: '+12012340101' },
    });

    await waitFor(async () => expect((await conversationLinks())[0]?.textContent).toContain('New here'));
    await waitFor(() => expect(router.state.location.search).toBe('?messageThreadId=7'));
    expect(await screen.findByRole('region', { name: 'Conversation with (503) 234-0177' })).toBeTruthy();
  });

  it('keeps the open thread when another one arrives', async () => {
    messagingBackend.threads = [messageThread({ messageThreadId: 1 })];
    const { router } = renderApp('/account/messages?tn=12012340101&messageThreadId=1', {
      profile: adminProfile(),
    });
    await screen.findByRole('region', { name: /Conversation with/ });

    await afterTheRefresh(() =>
      FakeEventSource.live().send({
        service: 'message-threads',
        type: 'created',
        data: { messageThreadId: 8, tn: '+12012340101' },
      }),
    );
    expect(router.state.location.search).toBe('?tn=12012340101&messageThreadId=1');
  });

  it('does not select a new thread of a number other than the one shown', async () => {
    const { router } = renderApp('/account/messages?tn=12012340101', { profile: adminProfile() });
    expect(await screen.findByText('No conversations on this number yet.')).toBeTruthy();

    await afterTheRefresh(() =>
      FakeEventSource.live().send({
        service: 'message-threads',
        type: 'created',
        data: { messageThreadId: 9, tn: '+12012340199' },
      }),
    );
    expect(router.state.location.search).toBe('?tn=12012340101');
  });

  it('shows a new message of the open thread as it arrives', async () => {
    messagingBackend.threads = [messageThread()];
    messagingBackend.messages = [message({ messageId: 1, message: 'First' })];
    renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });
    expect(await screen.findByText('First')).toBeTruthy();

    messagingBackend.messages.push(
      message({ messageId: 2, message: 'Just arrived', createDate: '2026-11-24T18:31:00.000Z' }),
    );
    FakeEventSource.live().send({
      service: 'messages',
      type: 'created',
      data: { messageThreadId: 1, messageId: 2 },
    });

    const messages = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(
        within(messages)
          .getAllByRole('article')
          .map((bubble) => bubble.textContent),
      ).toEqual([expect.stringContaining('Just arrived'), expect.stringContaining('First')]),
    );
  });

  it('shows a party blocked in another tab as blocked', async () => {
    messagingBackend.threads = [messageThread()];
    renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();

    messagingBackend.threads[0]!.contacts = [
      { contactId: 4, callerId: '+15032340142', name: '(503) 234-0142', blocked: 'Y' },
    ];
    FakeEventSource.live().send({ service: 'contacts', type: 'created', data: { contactId: 4 } });

    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
  });
});
