import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { ApiToken } from '../../domain/api-token.ts';
import { MFA_CODE_MAX_ATTEMPTS, type MfaChallenge } from '../../domain/mfa-challenge.ts';
import type { MfaMethod } from '../../domain/mfa-method.ts';
import type { OneTimeToken } from '../../domain/one-time-token.ts';
import type {
  ApiTokenRepository,
  MfaChallengeRepository,
  MfaMethodRepository,
  OneTimeTokenRepository,
  UnitOfWorkFlush,
} from '../../ports/credential-repositories.ts';
import {
  ApiTokenSchema,
  MfaChallengeSchema,
  MfaMethodSchema,
  OneTimeTokenSchema,
} from './accounts.mapping.ts';

type EmSource = () => EntityManager;

export class MikroOrmMfaMethodRepository implements MfaMethodRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  ofUser(userId: number) {
    return this.#em().find(MfaMethodSchema, { userId }, { orderBy: { id: 'asc' } });
  }
  byId(userId: number, id: number) {
    return this.#em().findOne(MfaMethodSchema, { id, userId });
  }
  async add(method: MfaMethod) {
    await this.#em().persist(method).flush();
    return method;
  }
  async remove(method: MfaMethod) {
    await this.#em().remove(method).flush();
  }
  async claimTotpStep(method: MfaMethod, step: number) {
    const updated = await this.#em().nativeUpdate(
      MfaMethodSchema,
      { id: method.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return updated === 1;
  }
}

export class MikroOrmMfaChallengeRepository implements MfaChallengeRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  async add(challenge: MfaChallenge) {
    await this.#em().persist(challenge).flush();
    return challenge;
  }
  latestOpen(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date) {
    return this.#em().findOne(
      MfaChallengeSchema,
      { userId, methodId, purpose, usedAt: null, expiresAt: { $gt: now }, attempts: { $lt: 5 } },
      { orderBy: { id: 'desc' } },
    );
  }
  async closeOpen(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date) {
    await this.#em().nativeUpdate(
      MfaChallengeSchema,
      { userId, methodId, purpose, usedAt: null },
      { usedAt: now },
    );
  }
  async consume(challenge: MfaChallenge, now: Date) {
    const updated = await this.#em().nativeUpdate(
      MfaChallengeSchema,
      { id: challenge.id, usedAt: null, expiresAt: { $gt: now }, attempts: { $lt: MFA_CODE_MAX_ATTEMPTS } },
      { usedAt: now },
    );
    return updated === 1;
  }
  async recordFailure(challenge: MfaChallenge) {
    const result = await this.#em()
      .getKysely()
      .executeQuery<{ attempts: number }>(
        CompiledQuery.raw(
          'update accounts.mfa_challenge set attempts = attempts + 1 where id = $1 returning attempts',
          [challenge.id],
        ),
      );
    return result.rows[0]?.attempts ?? MFA_CODE_MAX_ATTEMPTS;
  }
}

export class MikroOrmApiTokenRepository implements ApiTokenRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  byHash(tokenHash: string) {
    return this.#em().findOne(ApiTokenSchema, { tokenHash });
  }
  byId(accountId: number, userId: number, id: number) {
    return this.#em().findOne(ApiTokenSchema, { id, accountId, userId });
  }
  byIds(ids: number[]) {
    return this.#em().find(ApiTokenSchema, { id: { $in: ids } });
  }
  async list(accountId: number, userId: number, page: { limit: number; offset: number }) {
    const [data, total] = await this.#em().findAndCount(
      ApiTokenSchema,
      { accountId, userId },
      { orderBy: { id: 'asc' }, limit: page.limit, offset: page.offset },
    );
    return { data, total };
  }
  async add(token: ApiToken) {
    await this.#em().persist(token).flush();
    return token;
  }
  async remove(token: ApiToken) {
    await this.#em().remove(token).flush();
  }
  removeAllOfUserInAccount(userId: number, accountId: number) {
    return this.#em().nativeDelete(ApiTokenSchema, { userId, accountId });
  }
  removeAllOfUser(userId: number) {
    return this.#em().nativeDelete(ApiTokenSchema, { userId });
  }
}

export class MikroOrmOneTimeTokenRepository implements OneTimeTokenRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  byHash(tokenHash: string) {
    return this.#em().findOne(OneTimeTokenSchema, { tokenHash });
  }
  async add(token: OneTimeToken) {
    await this.#em().persist(token).flush();
    return token;
  }
  async consume(token: OneTimeToken, now: Date) {
    const updated = await this.#em().nativeUpdate(
      OneTimeTokenSchema,
      { id: token.id, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    return updated === 1;
  }
}

export class MikroOrmUnitOfWork implements UnitOfWorkFlush {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  flush() {
    return this.#em().flush();
  }
}
