import { DomainError } from '../../../shared/domain-error.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { ConversationPages } from '../ports/conversation-pages.ts';
import type { MediaFile, MediaStore } from '../ports/media-store.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { callersThread } from './callers-thread.ts';
import { isNumberAdmin, type NumberCaller } from './number-caller.ts';

const mediaNotFound = () => new DomainError('not_found', 'messaging.media_not_found', 'File not found.');

/**
 * GET /api/accounts/media/{path}: a stored file of the caller's account (another account's: 404). A member with
 * role `user` gets it only when it belongs to a message of a thread they may read.
 */
export function makeGetMedia(deps: {
  media: MediaStore;
  pages: ConversationPages;
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
}) {
  return async (caller: NumberCaller, path: string): Promise<MediaFile> => {
    if (!isNumberAdmin(caller)) {
      const threadId = await deps.pages.threadOfAttachment(caller.accountId, path);
      if (threadId === null) throw mediaNotFound();
      await callersThread(deps, caller, threadId).catch(() => {
        throw mediaNotFound();
      });
    }
    const file = await deps.media.get(caller.accountId, path);
    if (!file) throw mediaNotFound();
    return file;
  };
}

/** GET /api/accounts/media/mms/{messageId}.{index}: an attachment of a message the caller may read. */
export function makeGetMessageMedia(deps: {
  media: MediaStore;
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
}) {
  return async (caller: NumberCaller, messageId: number, index: number): Promise<MediaFile> => {
    const message = await deps.threads.messageById(caller.accountId, messageId);
    const attachment = message?.attachments[index];
    if (!message || !attachment) throw mediaNotFound();
    await callersThread(deps, caller, message.messageThreadId).catch(() => {
      throw mediaNotFound();
    });
    const file = await deps.media.get(caller.accountId, attachment.path);
    if (!file) throw mediaNotFound();
    return file;
  };
}
