import { useId } from 'react';
import { formatCents } from '../../../../../src/shared/money.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import type { BasketItem, BillingPeriod } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { ReservationCountdown } from './reservation-countdown.tsx';

/** Port-away (plan 0) is not offered for licensed numbers or port-ins (spec 2, section 4). */
const PORT_AWAY_PLAN_ID = 0;

/**
 * The brand's plans one may choose for the item, with its current one: admin-only plans only for employees
 * (spec 2: hidden from customers), never port-away for a licensed number or a port-in.
 */
export function planOptions(
  pricing: Profile['pricing'],
  item: Pick<BasketItem, 'mode' | 'type'> & { plan: number },
  isEmployee = false,
) {
  const portAwayRefused = item.mode === 'license' || item.type === 'portIn';
  const plans = Object.values(pricing.plans).filter(
    (plan) =>
      ((isEmployee || !plan.adminOnly) && !(portAwayRefused && plan.id === PORT_AWAY_PLAN_ID)) ||
      plan.id === item.plan,
  );
  if (!plans.some((plan) => plan.id === item.plan))
    plans.push({ id: item.plan, name: `Plan ${item.plan}`, mrc: 0, adminOnly: false });
  return plans.sort((a, b) => a.id - b.id);
}

export interface BasketItemRowProps {
  item: BasketItem;
  /** A change being saved: shown in the selectors until the basket reloads. */
  pending?: { plan?: number; billingPeriod?: BillingPeriod } | undefined;
  pricing: Profile['pricing'];
  /** Employees may choose admin-only plans. */
  isEmployee?: boolean;
  busy: boolean;
  onChange: (change: { plan?: number; billingPeriod?: BillingPeriod }) => void;
  onRemove: () => void;
  onExpired: () => void;
}

/** One number in the cart: plan, billing period, prices, time left on its reservation, Remove. */
export function BasketItemRow({
  item,
  pending,
  pricing,
  isEmployee = false,
  busy,
  onChange,
  onRemove,
  onExpired,
}: BasketItemRowProps) {
  const planId = useId();
  const periodId = useId();
  const tn = item.tn ?? '';
  const number = PhoneNumber.tryParse(tn)?.format() ?? tn;
  const portIn = item.type === 'portIn';

  return (
    <li className="basket-item" aria-label={number}>
      <div className="basket-item__head">
        <strong className="basket-item__number">{number}</strong>
        <span className="badge">{portIn ? 'Port-in' : item.mode === 'license' ? 'License' : 'Buy'}</span>
        {item.expiresAt && <ReservationCountdown expiresAt={item.expiresAt} onExpired={onExpired} />}
      </div>
      <div className="basket-item__choices">
        <div className="basket-item__field">
          <label htmlFor={planId}>Plan</label>
          <select
            id={planId}
            value={pending?.plan ?? item.plan ?? ''}
            disabled={busy}
            onChange={(event) => onChange({ plan: Number(event.target.value) })}
          >
            {planOptions(pricing, { mode: item.mode, type: item.type, plan: item.plan ?? 0 }, isEmployee).map(
              (plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name} ({formatCents(plan.mrc)}/mo)
                </option>
              ),
            )}
          </select>
        </div>
        <div className="basket-item__field">
          <label htmlFor={periodId}>Billing period</label>
          <select
            id={periodId}
            value={pending?.billingPeriod ?? item.billingPeriod}
            disabled={busy}
            onChange={(event) => onChange({ billingPeriod: Number(event.target.value) === 12 ? 12 : 1 })}
          >
            <option value={1}>Monthly</option>
            <option value={12}>Yearly (12 months up front)</option>
          </select>
        </div>
      </div>
      <dl className="basket-item__prices">
        <div>
          <dt>{portIn ? 'Port-in fee' : item.mode === 'license' ? 'Setup' : 'Price'}</dt>
          <dd>{formatCents(portIn ? item.nrc : item.price)}</dd>
        </div>
        <div>
          <dt>Monthly</dt>
          <dd>{formatCents(item.mrc)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="basket-item__remove"
        aria-label={`Remove ${number}`}
        disabled={busy}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
