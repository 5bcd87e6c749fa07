import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import { messagesRoot, messageThreadsRoot } from './messages-api.ts';
import type { MessageThread, OutboundMessage } from './messages-types.ts';

function useRefreshConversations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messageThreadsRoot }),
      queryClient.invalidateQueries({ queryKey: messagesRoot }),
    ]);
}

/** PATCH .../message-threads/{id} {unreadCount}: the thread menu's read/unread toggle. */
export function useMarkThreadMutation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ messageThreadId, unreadCount }: { messageThreadId: number; unreadCount: number }) =>
      unwrap(
        api.PATCH('/api/accounts/message-threads/{messageThreadId}', {
          params: { path: { messageThreadId } },
          body: { unreadCount },
        }),
      ),
    onSuccess: refresh,
  });
}

/** DELETE .../message-threads/{id}, after the reader confirmed. */
export function useDeleteThreadMutation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (messageThreadId: number) =>
      unwrap(
        api.DELETE('/api/accounts/message-threads/{messageThreadId}', {
          params: { path: { messageThreadId } },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/accounts/messageThreadsBulkDelete (employees); a failure goes to the Error dialog (spec 1 section 8). */
export function useBulkDeleteMutation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (messageThreadIds: number[]) =>
      unwrap(api.POST('/api/accounts/messageThreadsBulkDelete', { body: { messageThreadIds } })),
    onSuccess: refresh,
  });
}

/** POST /api/accounts/messages with a fresh bot-check token; the dialog shows a failure above the send bar. */
export function useSendMessageMutation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: async (message: Omit<OutboundMessage, 'recaptchaToken'>) => {
      const recaptchaToken = await getRecaptchaToken('sendMessage');
      return unwrap(api.POST('/api/accounts/messages', { body: { ...message, recaptchaToken } }));
    },
    onSuccess: refresh,
    meta: { errorShownInline: true },
  });
}

/** PUT /api/accounts/contacts/blocked/{callerId}: blocks or unblocks the other party (creates the contact). */
export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callerId, blocked }: { callerId: string; blocked: boolean }) =>
      unwrap(
        api.PUT('/api/accounts/contacts/blocked/{callerId}', {
          params: { path: { callerId } },
          body: { blocked: blocked ? 'Y' : 'N' },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageThreadsRoot }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
}

/** POST /api/admin/logging: staff unblurred a thread's messages (the server writes an audit entry). */
export function logViewMessageDetails(thread: MessageThread) {
  return unwrap(
    api.POST('/api/admin/logging', {
      body: {
        command: 'viewMessageDetails',
        tn: thread.tn,
        participants: thread.participants,
        messageThreadId: thread.messageThreadId,
      },
    }),
  );
}
