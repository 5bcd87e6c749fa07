import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type {
  Dunning,
  DunningRepository,
  FailedPayment,
  OpenDunningFilter,
} from '../../ports/dunning-repository.ts';

interface DunningRow {
  account_id: number;
  started_on: string | Date;
  retries_done: number;
  last_message: string;
  licences_ended_on: string | Date | null;
  delay_days: number;
  staff_note: string;
}

const COLUMNS = `account_id, started_on::text, retries_done, last_message, licences_ended_on::text, delay_days,
  staff_note`;

/**
 * The one rule of "an account in dunning" (the staff home's count, the staff list, the daily run): its
 * dunning has not ended. With the staff list's filter, as a WHERE clause and its parameters.
 */
function openDunning(filter: OpenDunningFilter = {}, from = 1): { where: string; params: unknown[] } {
  if (filter.retriesDone === undefined) return { where: 'ended_on is null', params: [] };
  return { where: `ended_on is null and retries_done = $${from}`, params: [filter.retriesDone] };
}

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toDunning = (row: DunningRow): Dunning => ({
  accountId: Number(row.account_id),
  startedOn: day(row.started_on),
  retriesDone: Number(row.retries_done),
  lastMessage: row.last_message,
  licencesEndedOn: row.licences_ended_on === null ? null : day(row.licences_ended_on),
  delayDays: Number(row.delay_days),
  staffNote: row.staff_note,
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
      `select ${COLUMNS} from billing.dunning where account_id = $1 and ${openDunning().where}`,
      [accountId],
    );
    return row ? toDunning(row) : null;
  }

  async countOpen(filter: OpenDunningFilter = {}): Promise<number> {
    const open = openDunning(filter);
    const rows = await this.#sql.query<{ n: string }>(
      `select count(*) as n from billing.dunning where ${open.where}`,
      open.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async listOpen(filter: OpenDunningFilter, page: { skip: number; limit: number }) {
    const open = openDunning(filter, 3);
    // The attempts declined since the dunning began (UTC day): the run's first one and every retry's.
    const rows = await this.#sql.query<
      DunningRow & { failed: (Omit<FailedPayment, 'at'> & { at: string })[] }
    >(
      `select ${COLUMNS}, coalesce((
           select json_agg(json_build_object('key', p.idempotency_key, 'amountCents', p.amount_cents,
                    'at', p.created_at, 'message', p.message) order by p.created_at, p.idempotency_key)
             from billing.recurring_payment p
            where p.account_id = d.account_id and p.status = 'declined'
              and p.created_at >= d.started_on::timestamp at time zone 'UTC'), '[]'::json) as failed
         from billing.dunning d where ${open.where}
        order by started_on, account_id limit $1 offset $2`,
      [page.limit, page.skip, ...open.params],
    );
    return rows.map((row) => ({
      ...toDunning(row),
      failedPayments: row.failed.map((failed) => ({ ...failed, at: new Date(failed.at) })),
    }));
  }

  async openAccounts() {
    const rows = await this.#sql.query<{ account_id: number }>(
      `select account_id from billing.dunning where ${openDunning().where} order by account_id`,
    );
    return rows.map((row) => Number(row.account_id));
  }

  async extend(input: {
    accountId: number;
    startedOn: string;
    delayDaysBefore: number;
    delayDays: number;
    note: string;
  }) {
    const rows = await this.#sql.query(
      `update billing.dunning set delay_days = $4, staff_note = $5
        where account_id = $1 and started_on = $2 and delay_days = $3 and ended_on is null returning account_id`,
      [input.accountId, input.startedOn, input.delayDaysBefore, input.delayDays, input.note.slice(0, 300)],
    );
    return rows.length === 1;
  }

  async start(accountId: number, today: string, message: string) {
    const rows = await this.#sql.query<{ started: boolean }>(
      `insert into billing.dunning (account_id, started_on, retries_done, last_message, ended_on, licences_ended_on)
       values ($1, $2, 0, $3, null, null)
       on conflict (account_id) do update set
         started_on = case when dunning.ended_on is null then dunning.started_on else excluded.started_on end,
         retries_done = case when dunning.ended_on is null then dunning.retries_done else 0 end,
         delay_days = case when dunning.ended_on is null then dunning.delay_days else 0 end,
         staff_note = case when dunning.ended_on is null then dunning.staff_note else '' end,
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
        where account_id = $1 and started_on = $2 and retries_done = $3 and ended_on is null
          and not exists (select 1 from billing.recurring_payment
                           where account_id = $1 and status = 'pending')
        returning account_id`,
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
