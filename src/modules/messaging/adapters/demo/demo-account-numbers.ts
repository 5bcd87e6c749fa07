import { dateOf, nextAnniversary } from '../../../../shared/proration.ts';
import { AccountNumber } from '../../domain/account-number.ts';

const DEMO_ANNIVERSARY = '2026-01-15';

/**
 * The demo admin's account's numbers: a few with SMS, one toll-free awaiting validation, one parked. They
 * renew on the 15th and are paid up to the next 15th, so a fresh demo owes nothing yet (without it, the first
 * recurring run would bill every month since the anniversary).
 */
export function demoAccountNumbers(accountId: number, now: Date): AccountNumber[] {
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
  const paidThrough = nextAnniversary(15, dateOf(now));
  for (const number of numbers) {
    number.anniversaryDate = DEMO_ANNIVERSARY;
    number.paidThrough = paidThrough;
  }
  return numbers;
}

/**
 * The demo broker's numbers (broker@numberyard.test): its on-network listings, some listed, one on sale, one
 * with a vanity spelling waiting for staff (brokerage's demo seed, docs/adr/0056). Parked, renewing on the 15th.
 */
export function demoBrokerNumbers(accountId: number, now: Date): AccountNumber[] {
  const numbers = ['+12012347101', '+12122343569', '+13102347103', '+16462347104', '+18882347105'].map(
    (tn) => new AccountNumber({ accountId, tn, planId: 1, mrcCents: 200, nickname: 'For sale' }),
  );
  const paidThrough = nextAnniversary(15, dateOf(now));
  for (const number of numbers) {
    number.anniversaryDate = DEMO_ANNIVERSARY;
    number.paidThrough = paidThrough;
  }
  return numbers;
}
