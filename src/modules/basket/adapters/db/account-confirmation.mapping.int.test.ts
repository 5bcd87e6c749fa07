import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { AccountConfirmation } from '../../domain/account-confirmation.ts';
import { AccountConfirmationSchema } from './account-confirmation.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-24T12:00:00Z');

describe('account confirmation mapping', () => {
  it('round-trips a confirmation with its code hash and expiry, and the loaded one keeps its rules', async () => {
    const confirmation = AccountConfirmation.open({
      uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
      accountId: 7,
      userId: 9,
      now,
    });
    confirmation.setCode('+12012345678', 'a'.repeat(64), now);
    confirmation.tryCode(() => false, now);
    const loaded = await withContext(t.orm, async () => {
      await t.orm.em.fork().persist(confirmation).flush();
      return (await t.orm.em.fork().findOneOrFail(AccountConfirmationSchema, {
        uuid: confirmation.uuid,
      })) as unknown as AccountConfirmation;
    });
    expect(loaded).toBeInstanceOf(AccountConfirmation);
    expect(loaded).toMatchObject({
      accountId: 7,
      userId: 9,
      phone: '+12012345678',
      codeHash: 'a'.repeat(64),
      codeExpiresAt: new Date('2026-11-24T12:10:00Z'),
      failedAttempts: 1,
      confirmedAt: null,
      activatedAt: null,
    });
    expect(loaded.stepAt(now)).toBe('confirmCode');
  });
});
