import type { EntityManager } from '@mikro-orm/postgresql';
import type { OnNetListings } from '../../ports/onnet-listings.ts';

// The history's 'to' of a row as it stands (spec 3 Listing history entry).
const SNAPSHOT = `jsonb_build_object('isListed', is_listed, 'price', price_cents, 'floorPrice', minimum_offer_cents,
  'licenseMonthlyFee', license_monthly_cents, 'licenseOneTimeFee', license_one_time_cents,
  'licenseAnnualIncrease', license_annual_increase, 'showNegotiable', is_negotiable,
  'pigPickPercentage', pig_pick_percentage)`;

// Numbers arrive as one JSON parameter: an array parameter would be spread into a list by the driver.
const CREATE = `with created as (
    insert into brokerage.listing (tn, broker_account_id, type, is_listed, price_cents, retail_price_cents,
      is_negotiable, is_licensable, license_annual_increase, pig_pick_percentage, create_date, update_date)
    select number.tn, ?, 'onnet', false, 0, 0, false, false, 0, 0, ?, ?
    from jsonb_array_elements_text(?::jsonb) as number(tn)
    where not exists (select 1 from brokerage.listing l where l.tn = number.tn)
    on conflict (tn) do nothing
    returning *)
  insert into brokerage.listing_history (tn, broker_account_id, date, op, "to")
  select tn, broker_account_id, ?, 'create', ${SNAPSHOT} from created`;

const DROP = `with dropped as (
    delete from brokerage.listing
    where broker_account_id = ? and type = 'onnet' and not is_listed
      and tn not in (select jsonb_array_elements_text(?::jsonb))
    returning *)
  insert into brokerage.listing_history (tn, broker_account_id, date, op, "to")
  select tn, broker_account_id, ?, 'delete', ${SNAPSHOT} from dropped`;

export class SqlOnNetListings implements OnNetListings {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async sync(brokerAccountId: number, tns: readonly string[], now: Date): Promise<void> {
    const numbers = JSON.stringify(tns);
    await this.#em().execute(CREATE, [brokerAccountId, now, now, numbers, now]);
    await this.#em().execute(DROP, [brokerAccountId, numbers, now]);
  }
}
