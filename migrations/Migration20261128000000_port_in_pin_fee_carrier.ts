import { Migration } from '@mikro-orm/migrations';

/** Plaintext PINs out of basket items, checkout orders' lines and port-in orders' billing (rerunnable). */
export const DROP_PLAINTEXT_PINS_SQL = [
  `update "basket"."basket_item" set "data" = "data" - 'pin' where "data" ? 'pin';`,
  `update "basket"."checkout_order" o set "lines" = (
      select coalesce(jsonb_agg(case when l.line->'data' ? 'pin'
                                     then jsonb_set(l.line, '{data}', (l.line->'data') - 'pin')
                                     else l.line end order by l.n), '[]'::jsonb)
        from jsonb_array_elements(o."lines") with ordinality as l(line, n))
    where exists (select 1 from jsonb_array_elements(o."lines") e where e->'data' ? 'pin');`,
  `update "porting"."port_in_order" set "billing" = "billing" - 'pin' where "billing" ? 'pin';`,
];

/** Each port-in order's fee from its checkout order's line (the basket's nrc), 0 when not found (rerunnable). */
export const BACKFILL_PORT_IN_FEES_SQL = `update "porting"."port_in_order" p set "fee_cents" = coalesce((
    select (l->>'nrcCents')::int from "basket"."checkout_order" o, jsonb_array_elements(o."lines") l
     where o."uuid" = p."checkout_order_uuid" and l->>'type' = 'portIn' and l->>'tn' = p."tn" limit 1), 0);`;

/**
 * docs/adr/0053. Port-in PINs are sealed when the basket item is added, so none may stay in clear: plaintext
 * PINs still in basket items, in checkout orders' lines (held orders) and in port-in orders' billing (rows
 * from before 20261127110000) are DROPPED, not sealed (SQL cannot reach the data key). A live order that
 * loses its PIN this way is rejected by the carrier if it needed one and the customer corrects it (PATCH
 * /api/accounts/port-ins/{id}). Port-in orders get the fee the basket showed, charged on completion:
 * back-filled from their checkout order's line (0 when not found). Carrier webhook events are kept by id so
 * a redelivery is applied once.
 */
export class Migration20261128000000_port_in_pin_fee_carrier extends Migration {

  override name = 'Migration20261128000000_port_in_pin_fee_carrier';

  override up(): void | Promise<void> {
    for (const statement of DROP_PLAINTEXT_PINS_SQL) this.addSql(statement);
    this.addSql(`alter table "porting"."port_in_order" add "fee_cents" int not null default 0;`);
    this.addSql(BACKFILL_PORT_IN_FEES_SQL);
    this.addSql(`create table "porting"."processed_carrier_event" ("event_id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, constraint "processed_carrier_event_pkey" primary key ("event_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "porting"."processed_carrier_event" cascade;`);
    this.addSql(`alter table "porting"."port_in_order" drop column "fee_cents";`);
  }

}
