import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountChangesKit } from './account-changes-kit.ts';
import { runOn } from './recurring-support.ts';

let t: TestApp;
const kit = accountChangesKit(() => t);
let ada: string;
let uma: string;
let bruno: string;
let bea: string;
let acme: number;
let broker: number;
let business: number;
let umaId: number;

const preview = (cookie: string, date?: string) =>
  t.request(`/api/accounts/anniversary-date${date ? `?anniversaryDate=${date}` : ''}`, { cookie }).then(json);
const change = (cookie: string, anniversaryDate: unknown) =>
  t
    .request('/api/accounts/changeAnniversaryDate', { method: 'POST', cookie, json: { anniversaryDate } })
    .then(json);
const accountAnniversary = async (accountId: number) =>
  (
    await t.sql<{ d: string }>(
      `select to_char(anniversary_date, 'YYYY-MM-DD') as d from accounts.account where id = $1`,
      [accountId],
    )
  )[0]!.d;
interface Line {
  kind: string;
  proratedCharge: number;
}
const numberLines = (body: { lines: Line[] }) => body.lines.filter((line) => line.kind === 'number');

beforeAll(async () => {
  // February 2027 has 28 days.
  t = await createTestApp({ now: '2027-02-10T12:00:00Z' });
  await seedLogins(t);
  acme = await kit.accountOf('admin@numberyard.test');
  broker = await kit.accountOf('broker@numberyard.test');
  business = await kit.accountOf('admin@business.numberyard.test');
  umaId = await kit.userId('user@numberyard.test');
  await kit.addMember(umaId, business, 'user');
  await kit.addNumber(acme, '+12012340301', { mrc: 2800, paidThrough: '2027-02-15' });
  await kit.addNumber(acme, '+12012340302', { mrc: 1000, period: 12, anniversary: '2026-06-10' });
  await kit.addNumber(broker, '+13102340303', { mrc: 2800, paidThrough: '2027-02-15' });
  await kit.addNumber(business, '+14152340304', { mrc: 3100, paidThrough: '2027-03-20' });
  ada = await logIn(t, 'admin@numberyard.test');
  uma = await logIn(t, 'user@numberyard.test');
  bruno = await logIn(t, 'broker@numberyard.test');
  bea = await logIn(t, 'admin@business.numberyard.test');
});
afterAll(() => t.close());

describe('GET /api/accounts/anniversary-date', () => {
  it('prices each number from its paid-through date to the new day, by the 28 days of February', async () => {
    const { status, body } = await preview(ada, '2027-02-22');
    expect(status).toBe(200);
    expect(body).toMatchObject({ currentDay: 15, newDay: 22, anniversaryDate: '2026-01-22', total: 1100 });
    expect(numberLines(body)).toEqual([
      expect.objectContaining({
        tn: '+12012340301',
        currentDate: '2027-02-15',
        newDate: '2027-02-22',
        monthlyCharge: 2800,
        proratedCharge: 700,
      }),
      // Yearly: prorated at its monthly price, 12 days of June's 30.
      expect.objectContaining({
        tn: '+12012340302',
        currentDate: '2027-06-10',
        newDate: '2027-06-22',
        monthlyCharge: 1000,
        proratedCharge: 400,
      }),
    ]);
    expect(body.lines.filter((line: { kind: string }) => line.kind === 'user')).toHaveLength(2);
  });

  it('charges nothing for a number already on the day (the account’s day when none is given), and changes nothing', async () => {
    const { body } = await preview(ada);
    expect(body.newDay).toBe(15);
    expect(numberLines(body).map((line) => line.proratedCharge)).toEqual([
      0,
      167, // the yearly number renews on the 10th: 5 days of June's 30 at $10.00
    ]);
    expect(await accountAnniversary(acme)).toBe('2026-01-15');
  });

  it('is for account admins only, and refuses a date that is not one', async () => {
    expect((await preview(uma, '2027-02-22')).status).toBe(403);
    expect((await preview(ada, '2027-02-30')).status).toBe(400);
  });
});

describe('POST /api/accounts/changeAnniversaryDate', () => {
  it('moves the numbers and the account to the new day and charges the prorated total once', async () => {
    const { status, body } = await change(ada, '2027-02-22');
    expect(status).toBe(200);
    expect(body.total).toBe(1100);
    expect(await kit.ledgerOf(acme)).toEqual([
      expect.objectContaining({ kind: 'charge', amount_cents: 700 }),
      expect.objectContaining({ kind: 'charge', amount_cents: 400 }),
    ]);
    expect((await kit.numbersOf(acme)).map((n) => [n.tn, n.anniversary_date, n.paid_through])).toEqual([
      ['+12012340301', '2026-01-22', '2027-02-22'],
      ['+12012340302', '2026-06-22', '2027-06-22'],
    ]);
    expect(await accountAnniversary(acme)).toBe('2026-01-22');
    // Another account's numbers are untouched.
    expect((await kit.numbersOf(broker))[0]).toMatchObject({ paid_through: '2027-02-15' });

    const again = await change(ada, '2027-02-22');
    expect(again.body.total).toBe(0);
    expect(await kit.ledgerOf(acme)).toHaveLength(2);
  });

  it('caps days 29 to 31 at 28, and reads epoch seconds as spec 2’s entity sends them', async () => {
    const march31 = Date.UTC(2027, 2, 31) / 1000;
    const { status, body } = await change(bruno, march31);
    expect(status).toBe(200);
    expect(body).toMatchObject({ newDay: 28, anniversaryDate: '2026-01-28' });
    // 2027-02-15 to 2027-02-28: 13 days of 28 at $28.00.
    expect(numberLines(body)[0]).toMatchObject({ newDate: '2027-02-28', proratedCharge: 1300 });
    expect((await kit.numbersOf(broker))[0]).toMatchObject({ paid_through: '2027-02-28' });
  });

  it('prorates by the 31 days of March and charges user seats, marking their new period as charged', async () => {
    t.clock.set('2027-03-05T12:00:00Z');
    bea = await logIn(t, 'admin@business.numberyard.test');
    const { status, body } = await change(bea, '2027-04-05');
    expect(status).toBe(200);
    // 2027-03-20 to 2027-04-05: 12 days of March at $31.00/31 and 4 of April at $31.00/30.
    expect(numberLines(body)[0]).toMatchObject({
      currentDate: '2027-03-20',
      newDate: '2027-04-05',
      proratedCharge: 1613,
    });
    const seat = body.lines.find((line: { userId: number | null }) => line.userId === umaId);
    expect(seat).toMatchObject({ currentDate: '2027-03-15', newDate: '2027-04-05', monthlyCharge: 495 });
    expect(seat.proratedCharge).toBe(337); // 17 days of March's 31 and 4 of April's 30, at $4.95
    expect(
      await t.sql(
        'select period_start::text, period_end::text from billing.recurring_charge where account_id = $1 and subject_id = $2',
        [business, umaId],
      ),
    ).toEqual([{ period_start: '2027-03-05', period_end: '2027-04-05' }]);
    expect((await kit.ledgerOf(business)).reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(
      body.total,
    );
  });

  it('is for account admins only and changes nothing for a user', async () => {
    uma = await logIn(t, 'user@numberyard.test');
    const { status } = await change(uma, '2027-02-20');
    expect(status).toBe(403);
    expect(await accountAnniversary(acme)).toBe('2026-01-22');
  });

  it('charges once when the same change arrives twice at the same moment', async () => {
    const house = await kit.accountOf('staff@numberyard.test');
    await kit.addNumber(house, '+12122340305', { mrc: 3100, paidThrough: '2027-03-20' });
    const sam = await logIn(t, 'staff@numberyard.test');
    const answers = await Promise.all([change(sam, '2027-03-25'), change(sam, '2027-03-25')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.total).sort()).toEqual([0, 500]);
    expect((await kit.ledgerOf(house)).map((entry) => entry.amount_cents)).toEqual([500]);
  });

  it('leaves recurring runs to bill from the new day: nothing again on the day of the change, a full month on the next', async () => {
    const recurringCharges = async () =>
      (await kit.ledgerOf(business)).filter((entry) => entry.reference.startsWith('recurring:'));
    await runOn(t, '2027-03-05');
    expect(await recurringCharges()).toEqual([]);
    await runOn(t, '2027-04-05');
    // The number's month at $31.00 and two seats (Bea and Uma) at $4.95: the demo staff member's support access
    // is no seat (docs/adr/0080).
    expect((await recurringCharges()).reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(
      3100 + 2 * 495,
    );
  });
});
