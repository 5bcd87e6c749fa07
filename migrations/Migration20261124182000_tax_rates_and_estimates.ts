import { Migration } from '@mikro-orm/migrations';

/**
 * Seed of the rate table (docs/adr/0028): ILLUSTRATIVE rates in basis points (825 = 8.25%), one row per
 * state, DC, US territory, armed-forces code, Canadian province and territory. They are NOT tax advice:
 * roughly each state's base sales tax on one-time charges and a higher figure where monthly telecom
 * service is taxed more; Canada's GST/HST (+PST/QST) on both. Staff edit them (`updated_at` says when);
 * an edited rate reaches new estimates within the hour an estimate is kept.
 */
export const TAX_RATE_SEED_SQL = `insert into "basket"."tax_rate"
  ("state", "country", "name", "one_time_basis_points", "monthly_basis_points", "updated_at") values
  ('AL', 'US', 'Alabama', 400, 600, now()),
  ('AK', 'US', 'Alaska', 0, 0, now()),
  ('AZ', 'US', 'Arizona', 560, 760, now()),
  ('AR', 'US', 'Arkansas', 650, 850, now()),
  ('CA', 'US', 'California', 725, 925, now()),
  ('CO', 'US', 'Colorado', 290, 490, now()),
  ('CT', 'US', 'Connecticut', 635, 635, now()),
  ('DE', 'US', 'Delaware', 0, 425, now()),
  ('DC', 'US', 'District of Columbia', 600, 1000, now()),
  ('FL', 'US', 'Florida', 600, 740, now()),
  ('GA', 'US', 'Georgia', 400, 600, now()),
  ('HI', 'US', 'Hawaii', 400, 400, now()),
  ('ID', 'US', 'Idaho', 600, 600, now()),
  ('IL', 'US', 'Illinois', 625, 700, now()),
  ('IN', 'US', 'Indiana', 700, 700, now()),
  ('IA', 'US', 'Iowa', 600, 600, now()),
  ('KS', 'US', 'Kansas', 650, 650, now()),
  ('KY', 'US', 'Kentucky', 600, 900, now()),
  ('LA', 'US', 'Louisiana', 500, 500, now()),
  ('ME', 'US', 'Maine', 550, 550, now()),
  ('MD', 'US', 'Maryland', 600, 600, now()),
  ('MA', 'US', 'Massachusetts', 625, 625, now()),
  ('MI', 'US', 'Michigan', 600, 600, now()),
  ('MN', 'US', 'Minnesota', 688, 688, now()),
  ('MS', 'US', 'Mississippi', 700, 700, now()),
  ('MO', 'US', 'Missouri', 423, 423, now()),
  ('MT', 'US', 'Montana', 0, 375, now()),
  ('NE', 'US', 'Nebraska', 550, 550, now()),
  ('NV', 'US', 'Nevada', 685, 685, now()),
  ('NH', 'US', 'New Hampshire', 0, 700, now()),
  ('NJ', 'US', 'New Jersey', 663, 663, now()),
  ('NM', 'US', 'New Mexico', 488, 488, now()),
  ('NY', 'US', 'New York', 400, 650, now()),
  ('NC', 'US', 'North Carolina', 475, 700, now()),
  ('ND', 'US', 'North Dakota', 500, 500, now()),
  ('OH', 'US', 'Ohio', 575, 575, now()),
  ('OK', 'US', 'Oklahoma', 450, 450, now()),
  ('OR', 'US', 'Oregon', 0, 0, now()),
  ('PA', 'US', 'Pennsylvania', 600, 1100, now()),
  ('RI', 'US', 'Rhode Island', 700, 1200, now()),
  ('SC', 'US', 'South Carolina', 600, 600, now()),
  ('SD', 'US', 'South Dakota', 420, 420, now()),
  ('TN', 'US', 'Tennessee', 700, 700, now()),
  ('TX', 'US', 'Texas', 625, 625, now()),
  ('UT', 'US', 'Utah', 610, 610, now()),
  ('VT', 'US', 'Vermont', 600, 600, now()),
  ('VA', 'US', 'Virginia', 530, 500, now()),
  ('WA', 'US', 'Washington', 650, 650, now()),
  ('WV', 'US', 'West Virginia', 600, 600, now()),
  ('WI', 'US', 'Wisconsin', 500, 500, now()),
  ('WY', 'US', 'Wyoming', 400, 400, now()),
  ('AS', 'US', 'American Samoa', 0, 0, now()),
  ('GU', 'US', 'Guam', 500, 500, now()),
  ('FM', 'US', 'Federated States of Micronesia', 0, 0, now()),
  ('MH', 'US', 'Marshall Islands', 0, 0, now()),
  ('MP', 'US', 'Northern Mariana Islands', 0, 0, now()),
  ('PW', 'US', 'Palau', 0, 0, now()),
  ('PR', 'US', 'Puerto Rico', 1150, 1150, now()),
  ('VI', 'US', 'U.S. Virgin Islands', 500, 500, now()),
  ('AA', 'US', 'Armed Forces Americas', 0, 0, now()),
  ('AE', 'US', 'Armed Forces Europe', 0, 0, now()),
  ('AP', 'US', 'Armed Forces Pacific', 0, 0, now()),
  ('AB', 'CA', 'Alberta', 500, 500, now()),
  ('BC', 'CA', 'British Columbia', 1200, 1200, now()),
  ('MB', 'CA', 'Manitoba', 1200, 1200, now()),
  ('NB', 'CA', 'New Brunswick', 1500, 1500, now()),
  ('NL', 'CA', 'Newfoundland and Labrador', 1500, 1500, now()),
  ('NS', 'CA', 'Nova Scotia', 1400, 1400, now()),
  ('NT', 'CA', 'Northwest Territories', 500, 500, now()),
  ('NU', 'CA', 'Nunavut', 500, 500, now()),
  ('ON', 'CA', 'Ontario', 1300, 1300, now()),
  ('PE', 'CA', 'Prince Edward Island', 1500, 1500, now()),
  ('QC', 'CA', 'Quebec', 1498, 1498, now()),
  ('SK', 'CA', 'Saskatchewan', 1100, 1100, now()),
  ('YT', 'CA', 'Yukon', 500, 500, now())
  on conflict ("state") do nothing;`;

/** The rate table and the estimates kept by payload hash (TAX_ESTIMATE_TTL_MS, purged hourly). */
export class Migration20261124182000_tax_rates_and_estimates extends Migration {
  override name = 'Migration20261124182000_tax_rates_and_estimates';

  override up(): void {
    this.addSql(
      `create table "basket"."tax_estimate" ("cache_key" varchar(80) not null, "estimates" jsonb not null, "estimated_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("cache_key"));`,
    );
    this.addSql(`create index "tax_estimate_expires_idx" on "basket"."tax_estimate" ("expires_at");`);
    this.addSql(
      `create table "basket"."tax_rate" ("state" varchar(2) not null, "country" varchar(2) not null, "name" varchar(60) not null, "one_time_basis_points" int not null, "monthly_basis_points" int not null, "updated_at" timestamptz not null, primary key ("state"));`,
    );
    this.addSql(
      `alter table "basket"."tax_rate" add constraint "tax_rate_country_check" check ("country" in ('US', 'CA'));`,
    );
    this.addSql(
      `alter table "basket"."tax_rate" add constraint "tax_rate_basis_points_check" check ("one_time_basis_points" between 0 and 10000 and "monthly_basis_points" between 0 and 10000);`,
    );
    this.addSql(TAX_RATE_SEED_SQL);
  }

  override down(): void {
    this.addSql(`drop table if exists "basket"."tax_estimate" cascade;`);
    this.addSql(`drop table if exists "basket"."tax_rate" cascade;`);
  }
}
