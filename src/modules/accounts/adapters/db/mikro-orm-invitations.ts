import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invitation } from '../../domain/invitation.ts';
import type { InvitationRepository } from '../../ports/invitation-repository.ts';
import { InvitationSchema } from './accounts.mapping.ts';

export class MikroOrmInvitationRepository implements InvitationRepository {
  readonly #em: () => EntityManager;
  constructor(em: () => EntityManager) {
    this.#em = em;
  }
  async add(invitation: Invitation) {
    await this.#em().persist(invitation).flush();
    return invitation;
  }
  byHash(tokenHash: string) {
    return this.#em().findOne(InvitationSchema, { tokenHash });
  }
  byId(id: number) {
    return this.#em().findOne(InvitationSchema, { id });
  }
  async unacceptedOfAccount(accountId: number, page: { limit: number; offset: number }) {
    const [data, total] = await this.#em().findAndCount(
      InvitationSchema,
      { accountId, acceptedAt: null },
      { orderBy: { id: 'desc' }, limit: page.limit, offset: page.offset },
    );
    return { data, total };
  }
  pendingForEmail(email: string, now: Date) {
    return this.#em().find(
      InvitationSchema,
      { email, acceptedAt: null, expiresAt: { $gt: now } },
      { orderBy: { id: 'asc' } },
    );
  }
  async removeOfAccountForEmail(accountId: number, email: string) {
    await this.#em().nativeDelete(InvitationSchema, { accountId, email });
  }
  async remove(invitation: Invitation) {
    await this.#em().remove(invitation).flush();
  }
}
