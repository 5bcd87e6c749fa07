import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatCents } from '../../../../src/shared/money.ts';
import type { Profile } from '../../api/profile.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { PlanChangeQuote, TelephoneNumber } from './account-numbers-api.ts';
import { planChangeQuery, useChangePlanMutation } from './account-numbers-api.ts';
import { formatDay } from './number-format.ts';

type Plan = Profile['pricing']['plans'][string];

/** The plans a number may move to: the brand's others, admin-only ones for employees alone (spec 2). */
export function planChoices(profile: Profile, number: TelephoneNumber): Plan[] {
  return Object.values(profile.pricing.plans)
    .filter((plan) => plan.id !== number.plan.id && (!plan.adminOnly || profile.isEmployee))
    .sort((a, b) => a.mrc - b.mrc || a.id - b.id);
}

/** What the change costs, in a sentence: the prorated charge or credit until the paid-through date. */
export function quoteSentence(quote: PlanChangeQuote): string {
  const { charge, fromPlan, toPlan } = quote;
  if (charge.kind === 'none') return `No charge today: nothing is prepaid on this number.`;
  const stretch =
    `${toPlan.name} at ${formatCents(toPlan.mrc)} a month instead of ${fromPlan.name} at ` +
    `${formatCents(fromPlan.mrc)}, from today until ${formatDay(charge.to)}`;
  return charge.kind === 'charge'
    ? `You will be charged ${formatCents(charge.amountCents)} now: ${stretch}.`
    : `Your balance will be credited ${formatCents(charge.amountCents)}: ${stretch}.`;
}

/** Change plan: choose a plan, see the prorated charge, then confirm (ADR 0034). */
export function ChangePlanDialog(props: { number: TelephoneNumber; plans: Plan[]; onClose: () => void }) {
  const { number, plans, onClose } = props;
  const [planId, setPlanId] = useState<number | null>(null);
  const quote = useQuery(planChangeQuery(number.tn, planId));
  const change = useChangePlanMutation();
  const toasts = useToasts();
  const selectId = useId();

  async function confirm() {
    if (planId === null) return;
    const done = await change.mutateAsync({ tn: number.tn, planId }).then(
      (answer) => answer,
      () => null,
    );
    if (!done) return;
    toasts.show({
      message: `${number.humanTn} is now on the ${done.number.plan.name} plan.`,
      kind: 'success',
    });
    onClose();
  }

  return (
    <Dialog title={`Change the plan of ${number.humanTn}`} onDismiss={onClose}>
      <div className="form-dialog">
        <p>
          Now on {number.plan.name} at {formatCents(number.mrc)} a month.
        </p>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            New plan
          </label>
          <select
            id={selectId}
            className="field__input"
            value={planId ?? ''}
            onChange={(event) => setPlanId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Choose a plan…</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} ({formatCents(plan.mrc)} a month)
              </option>
            ))}
          </select>
        </div>
        {planId !== null && quote.isFetching && <p role="status">Working out the charge…</p>}
        {quote.data && !quote.isFetching && (
          <p className="plan-change__quote" aria-live="polite">
            {quoteSentence(quote.data)}
          </p>
        )}
        <InlineError error={quote.error ?? change.error} fallback="The plan could not be changed." />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!quote.data || quote.isFetching || change.isPending}
            onClick={() => void confirm()}
          >
            Confirm plan change
          </button>
        </div>
      </div>
    </Dialog>
  );
}
