import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { Dunning, DunningRepository } from '../../ports/dunning-repository.ts';

interface DunningRow {
  account_id: number;
  started_on: string | Date;
  retries_done: number;
  last_message: string;
  licences_ended_on: string | Date | null;
}

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toDunning = (row: DunningRow): Dunning => ({
  accountId: Number(row.account_id),
  startedOn: day(row.started_on),
  retriesDone: Number(row.retries_done),
  lastMessage: row.last_message,
  licencesEndedOn: row.licences_ended_on === null ? null : day(row.licences_ended_on),
});

/** Dunning and recurring payment attempts over SQL; every change is a conditional write. */
export class SqlDunning implements DunningRepository {
  readonly #sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async claimPayment(input: { key: string; accountId: number; amountCents: number; now: Date }) {
    const rows = await this.#sql.query(
      `insert into billing.recurring_payment (idempotency_key, account_id, amount_cents, status, message, created_at)
       values ($1, $2, $3, 'pending', '', $4) on conflict (idempotency_key) do nothing returning idempotency_key`,
      [input.key, input.accountId, input.amountCents, input.now],
    );
    return rows.length === 1;
  }

  async settlePayment(key: string, status: 'paid' | 'declined', message: string) {
    const rows = await this.#sql.query(
      `update billing.recurring_payment set status = $2, message = $3
        where idempotency_key = $1 and status = 'pending' returning idempotency_key`,
      [key, status, message.slice(0, 300)],
    );
    return rows.length === 1;
  }

  async stalePayments(before: Date) {
    const rows = await this.#sql.query<{ idempotency_key: string; account_id: number; amount_cents: number }>(
      `select idempotency_key, account_id, amount_cents from billing.recurring_payment
        where status = 'pending' and created_at < $1 order by created_at`,
      [before],
    );
    return rows.map((row) => ({
      key: row.idempotency_key,
      accountId: Number(row.account_id),
      amountCents: Number(row.amount_cents),
    }));
  }

  async open(accountId: number) {
    const [row] = await this.#sql.query<DunningRow>(
      `select account_id, started_on::text, retries_done, last_message, licences_ended_on::text
         from billing.dunning where account_id = $1 and ended_on is null`,
      [accountId],
    );
    return row ? toDunning(row) : null;
  }

  /** Accounts in dunning now (the admin home's count). */
  async countOpen(): Promise<number> {
    const rows = await this.#sql.query<{ n: string }>(
      'select count(*) as n from billing.dunning where ended_on is null',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async openAccounts() {
    const rows = await this.#sql.query<{ account_id: number }>(
      'select account_id from billing.dunning where ended_on is null order by account_id',
    );
    return rows.map((row) => Number(row.account_id));
  }

  async start(accountId: number, today: string, message: string) {
    const rows = await this.#sql.query<{ started: boolean }>(
      `insert into billing.dunning (account_id, started_on, retries_done, last_message, ended_on, licences_ended_on)
       values ($1, $2, 0, $3, null, null)
       on conflict (account_id) do update set
         started_on = case when dunning.ended_on is null then dunning.started_on else excluded.started_on end,
         retries_done = case when dunning.ended_on is null then dunning.retries_done else 0 end,
         licences_ended_on = case when dunning.ended_on is null then dunning.licences_ended_on else null end,
         last_message = excluded.last_message,
         ended_on = null
       returning (started_on = $2::date and retries_done = 0) as started`,
      [accountId, today, message.slice(0, 300)],
    );
    return rows[0]?.started === true;
  }

  async claimRetry(accountId: number, startedOn: string, retriesDone: number) {
    const rows = await this.#sql.query(
      `update billing.dunning set retries_done = retries_done + 1
        where account_id = $1 and started_on = $2 and retries_done = $3 and ended_on is null returning account_id`,
      [accountId, startedOn, retriesDone],
    );
    return rows.length === 1;
  }

  async end(accountId: number, today: string) {
    await this.#sql.query(
      'update billing.dunning set ended_on = $2 where account_id = $1 and ended_on is null',
      [accountId, today],
    );
  }

  async claimLicenceEnd(accountId: number, today: string) {
    const rows = await this.#sql.query(
      `update billing.dunning set licences_ended_on = $2
        where account_id = $1 and ended_on is null and licences_ended_on is null returning account_id`,
      [accountId, today],
    );
    return rows.length === 1;
  }
}
