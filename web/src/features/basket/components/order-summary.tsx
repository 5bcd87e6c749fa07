import { formatCents } from '../../../../../src/shared/money.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import type { Basket } from '../../../api/basket.ts';
import type { TaxEstimate } from '../api/checkout-api.ts';

type ChargeGroup = Basket['charges']['today'];

/**
 * Spec 2, step 3: the order summary with expandable Today's Total, Billed Upon Port-In and Order Monthly
 * Total. Each total is the basket's charges (the server's fee rules) plus the estimated tax on them; a total
 * opens to its lines.
 */
export function OrderSummary({ basket, taxes }: { basket: Basket; taxes: TaxEstimate | undefined }) {
  const { today, uponPortIn, monthly } = basket.charges;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h3 id="order-summary-title">Order summary</h3>
      <ChargeTotal label="Today's Total" group={today} tax={taxes?.oneTime.totalTax} />
      <ChargeTotal label="Billed Upon Port-In" group={uponPortIn} tax={taxes?.portIn.totalTax} />
      <ChargeTotal label="Order Monthly Total" group={monthly} tax={taxes?.monthly.totalTax} />
    </section>
  );
}

function ChargeTotal({ label, group, tax }: { label: string; group: ChargeGroup; tax: number | undefined }) {
  const total = group.total + (tax ?? 0);
  return (
    <details className="order-summary__total">
      <summary>
        <span>{label}</span>
        <span className="order-summary__amount" data-testid={`total-${label}`}>
          {formatCents(total)}
        </span>
      </summary>
      <ul className="order-summary__lines" aria-label={`${label} lines`}>
        {group.lines.map((line) => (
          <li key={`${line.basketItemId}-${line.kind}`}>
            <span>
              {line.tn ? `${humanTn(line.tn)}: ` : ''}
              {line.description}
            </span>
            <span>{formatCents(line.amount)}</span>
          </li>
        ))}
        {group.lines.length === 0 && <li className="muted">Nothing in this order.</li>}
        <li>
          <span>Estimated tax</span>
          <span>{tax === undefined ? '—' : formatCents(tax)}</span>
        </li>
      </ul>
    </details>
  );
}

/** '+12012340100' -> '(201) 234-0100'. */
export const humanTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;
