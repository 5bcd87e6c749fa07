import type { EntityManager } from '@mikro-orm/postgresql';
import type { SmsOptOuts } from '../../ports/sms-opt-outs.ts';

export class SqlSmsOptOuts implements SmsOptOuts {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async optedOut(tn: string, participants: readonly string[]): Promise<string[]> {
    if (participants.length === 0) return [];
    const rows: Array<{ participant: string }> = await this.#em().execute(
      // One placeholder per number: an array parameter would be spread into the list by the driver.
      `select participant from messaging.sms_opt_out where tn = ? and participant in (${participants.map(() => '?').join(', ')})`,
      [tn, ...participants],
    );
    return rows.map((row) => row.participant);
  }

  async optOut(tn: string, participant: string, now: Date): Promise<void> {
    await this.#em().execute(
      'insert into messaging.sms_opt_out (tn, participant, created_at) values (?, ?, ?) on conflict do nothing',
      [tn, participant, now],
    );
  }

  async optIn(tn: string, participant: string): Promise<boolean> {
    const rows: unknown[] = await this.#em().execute(
      'delete from messaging.sms_opt_out where tn = ? and participant = ? returning tn',
      [tn, participant],
    );
    return rows.length > 0;
  }
}
