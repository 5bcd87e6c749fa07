import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Message } from '../../domain/message.ts';
import type { MessageThread } from '../../domain/message-thread.ts';
import type { MessageThreadRepository } from '../../ports/message-thread-repository.ts';
import { MessageSchema, MessageThreadSchema } from './conversation.mapping.ts';

const forUpdate = (lock?: boolean) => (lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});

export class MikroOrmMessageThreads implements MessageThreadRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  liveThread(accountId: number, tn: string, participantsKey: string, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      MessageThreadSchema,
      { accountId, tn, participantsKey, deletedAt: null },
      forUpdate(options.lock),
    );
  }

  async serializeStart(accountId: number, tn: string, participantsKey: string): Promise<void> {
    await this.#em().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
      `message_thread:${accountId}:${tn}:${participantsKey}`,
    ]);
  }

  threadById(accountId: number, id: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      MessageThreadSchema,
      { id, accountId, deletedAt: null },
      forUpdate(options.lock),
    );
  }

  async addThread(thread: MessageThread): Promise<void> {
    await this.#em().persist(thread).flush();
  }

  async addMessage(message: Message): Promise<void> {
    await this.#em().persist(message).flush();
  }

  messageById(accountId: number, id: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(MessageSchema, { id, accountId }, forUpdate(options.lock));
  }

  messageByCarrierId(carrierMessageId: string, options: { lock?: boolean } = {}) {
    return this.#em().findOne(MessageSchema, { carrierMessageId }, forUpdate(options.lock));
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
