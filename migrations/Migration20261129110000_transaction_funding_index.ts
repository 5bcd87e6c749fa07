import { Migration } from '@mikro-orm/migrations';

/**
 * A Stripe dispute finds the transactions its charge funded by `data->'funding'->>'paymentIntentId'`
 * (docs/adr/0061): without this index every dispute read the whole transaction table. Hand-written: the
 * migrator's snapshot does not model expression indexes.
 */
export class Migration20261129110000_transaction_funding_index extends Migration {
  override name = 'Migration20261129110000_transaction_funding_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "transaction_funding_payment_intent_idx" on "brokerage"."transaction" ((data->'funding'->>'paymentIntentId')) where data->'funding'->>'paymentIntentId' is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "brokerage"."transaction_funding_payment_intent_idx";`);
  }
}
