import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { message, messageThread } from '../../../test/fixtures/messages.ts';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { callsTo } from '../../../test/msw/backend.ts';
import { messagingBackend, messagingContactHandlers } from '../../../test/msw/messaging-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TYPE_CONFIRM } from './bulk-delete.ts';

const conversations = () => screen.findByRole('list', { name: 'Conversations' });

beforeEach(() => {
  server.use(...messagingContactHandlers);
  telephoneNumberBackend.numbers = [telephoneNumber('+12012340101', { isSmsEnabled: true, smsEnabled: 'Y' })];
  messagingBackend.threads = [
    messageThread({
      messageThreadId: 1,
      unreadCount: 3,
      lastDeliveryStatus: 'delivered',
      telephoneNumber: { tn: '+12012340101', nickname: 'Front desk', smsEnabled: 'Y', stringHosted: 'Y' },
    }),
    messageThread({
      messageThreadId: 2,
      participants: ['+15032340143'],
      lastDeliveryStatus: 'failed',
      recentMessageDate: '2026-11-23T18:30:00.000Z',
    }),
    messageThread({
      messageThreadId: 3,
      participants: ['+15032340144'],
      recentMessageDate: '2026-11-22T18:30:00.000Z',
    }),
  ];
  messagingBackend.messages = [
    message({ messageId: 1, message: 'Inbound secret', createDate: '2026-11-24T18:00:00.000Z' }),
    message({
      messageId: 2,
      direction: 'outbound',
      message: 'Did not arrive',
      deliveryStatus: 'failed',
      deliveryDesc: 'Unreachable destination',
      createDate: '2026-11-24T18:30:00.000Z',
    }),
  ];
});

describe('messages screen for employees', () => {
  it('shows the destination in the staff style, delivery icons, and no unread badge', async () => {
    renderApp('/account/messages', { profile: staffProfile() });
    const list = within(await conversations());

    const first = await list.findByRole('link', { name: /234-0142/ });
    expect(within(first).getByText('To Front desk (201) 234-0101').className).toBe(
      'conversation__destination--staff',
    );
    expect(within(first).getByRole('img', { name: 'Delivered' })).toBeTruthy();
    expect(
      within(list.getByRole('link', { name: /234-0143/ })).getByRole('img', { name: 'Failed' }),
    ).toBeTruthy();
    expect(list.queryByRole('img', { name: /unread/ })).toBeNull();
  });

  it('blurs message text until unblurred, which is logged with the thread, and blurs again on request', async () => {
    const { user } = renderApp('/account/messages?messageThreadId=1', { profile: staffProfile() });
    const bubbles = await screen.findAllByRole('article');
    expect(bubbles.map((bubble) => bubble.dataset.blurred)).toEqual(['true', 'true']);
    expect(within(bubbles[0]!).getByRole('img', { name: 'Failed: Unreachable destination' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show messages' }));

    await waitFor(() =>
      expect(callsTo('adminLogging')).toEqual([
        {
          command: 'viewMessageDetails',
          tn: '+12012340101',
          participants: ['+15032340142'],
          messageThreadId: 1,
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((bubble) => bubble.dataset.blurred)).toEqual([
        undefined,
        undefined,
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Blur messages', pressed: true }));
    expect(screen.getAllByRole('article').map((bubble) => bubble.dataset.blurred)).toEqual(['true', 'true']);
    expect(callsTo('adminLogging')).toHaveLength(1);
  });

  it('links a string-hosted number to string hosting', async () => {
    renderApp('/account/messages?messageThreadId=1', { profile: staffProfile() });
    const link = await screen.findByRole('link', { name: 'String hosting' });
    expect(link.getAttribute('href')).toBe('/account/numbers/12012340101');
  });

  it('deletes the chosen conversations only once CONFIRM is typed, in any case', async () => {
    const { user } = renderApp('/account/messages', { profile: staffProfile() });
    const list = within(await conversations());
    await user.click(await list.findByRole('checkbox', { name: /234-0142/ }));
    await user.click(list.getByRole('checkbox', { name: /234-0143/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    let dialog = within(await screen.findByRole('dialog', { name: 'Delete conversations' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type CONFIRM' }), 'yes');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(TYPE_CONFIRM);
    expect(callsTo('bulkDeleteMessageThreads')).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Type CONFIRM' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type CONFIRM' }), 'confirm');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(callsTo('bulkDeleteMessageThreads')).toEqual([{ messageThreadIds: [1, 2] }]));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(1));
    dialog = within(document.body);
    expect(dialog.getByRole('button', { name: 'Delete selected (0)' })).toBeTruthy();
  });

  it('gives members neither checkboxes nor blur, and shows them unread badges', async () => {
    renderApp('/account/messages?messageThreadId=1', { profile: adminProfile() });
    const list = within(await conversations());
    expect(await list.findByRole('img', { name: '3 unread' })).toBeTruthy();
    expect(list.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show messages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'String hosting' })).toBeNull();
    const bubbles = await screen.findAllByRole('article');
    expect(bubbles.map((bubble) => bubble.dataset.blurred)).toEqual([undefined, undefined]);
  });
});
