import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountNumber } from '../../domain/account-number.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

/** A few numbers with SMS for the demo admin's account (idempotent). */
export async function seedDemoAccountNumbers(em: EntityManager, accountId: number): Promise<number> {
  if (await em.count(AccountNumberSchema, { accountId })) return 0;
  const numbers = [
    new AccountNumber({
      accountId,
      tn: '+12012346001',
      planId: 3,
      mrcCents: 600,
      nickname: 'Front desk',
      smsEnabled: 'Y',
    }),
    new AccountNumber({
      accountId,
      tn: '+12122347002',
      planId: 6,
      mrcCents: 1900,
      nickname: 'Sales line',
      smsEnabled: 'Y',
    }),
    new AccountNumber({
      accountId,
      tn: '+13102348003',
      planId: 3,
      mrcCents: 600,
      nickname: 'Support',
      smsEnabled: 'Y',
    }),
    new AccountNumber({
      accountId,
      tn: '+18882349004',
      planId: 3,
      mrcCents: 600,
      nickname: 'Toll free',
      smsEnabled: 'pending',
      smsValidated: 'pending',
    }),
    new AccountNumber({ accountId, tn: '+16462340005', planId: 1, mrcCents: 200, nickname: 'Parked' }),
  ];
  for (const number of numbers) number.anniversaryDate = '2026-01-15';
  await em.persist(numbers).flush();
  return numbers.length;
}
