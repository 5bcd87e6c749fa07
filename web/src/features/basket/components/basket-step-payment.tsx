import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatCents } from '../../../../../src/shared/money.ts';
import { type Basket, basketQueryKey } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { InlineError } from '../../../ui/inline-error.tsx';
import {
  type CheckoutAnswer,
  type CheckoutRequest,
  canBillToAccount,
  dueNowCents,
  taxEstimateQuery,
  taxPayloadOf,
  taxPlace,
  useCheckoutMutation,
} from '../api/checkout-api.ts';
import { checkoutPasswordAtom } from '../state/checkout-password.ts';
import type { CardPaymentComponent } from './card-payment-props.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentIdStandIn } from './payment-id-stand-in.tsx';

const TAXES_FAILED = 'We could not estimate the taxes on your order. Please try again.';
const CHECKOUT_FAILED = 'Your order could not be completed. Please try again.';

export interface BasketStepPaymentProps {
  basket: Basket;
  profile: Profile;
  /** The payments feature's card form, passed in by the app; a stand-in takes a payment id without it. */
  CardPayment: CardPaymentComponent | undefined;
  /** Back: a signed-in buyer returns to Shopping Cart, a guest to Account Info (spec 2 section 4). */
  onBack: () => void;
  /** Edit Order: back to Shopping Cart. */
  onEditOrder: () => void;
  /** The order went through and the buyer's session is open. */
  onCheckedOut: (answer: CheckoutAnswer) => void;
}

/**
 * Step 3, Payment Info (spec 2): account information, the order summary, Edit Order and the payment area: a
 * card payment of what is due now, a CHECKOUT button when nothing is, Bill to Account under the credit limit,
 * and the employee's bypass. Taxes are estimated on entry (again only when the payload changes).
 */
export function BasketStepPayment(props: BasketStepPaymentProps) {
  const { basket, profile, CardPayment = PaymentIdStandIn, onBack, onEditOrder, onCheckedOut } = props;
  const queryClient = useQueryClient();
  const password = useAtomValue(checkoutPasswordAtom);
  const place = taxPlace(basket, profile);
  const taxes = useQuery(taxEstimateQuery(place && taxPayloadOf(basket, place)));
  const checkout = useCheckoutMutation();

  const working = taxes.isLoading || checkout.isPending;
  const due = dueNowCents({
    todayCents: basket.charges.today.total,
    todayTaxCents: taxes.data?.oneTime.totalTax ?? 0,
  });
  const totalsKnown = place === null || taxes.isSuccess;

  async function checkOut(how: Omit<CheckoutRequest, 'uuid' | 'password'>) {
    try {
      const answer = await checkout.mutateAsync({
        uuid: basket.uuid,
        ...how,
        ...(profile.isLoggedIn ? {} : { password }),
        wasSignedIn: profile.isLoggedIn,
      });
      onCheckedOut(answer);
    } catch {
      // Shown below; the basket reloads so that a number gone meanwhile (410) leaves the list.
      void queryClient.invalidateQueries({ queryKey: basketQueryKey(basket.uuid) });
    }
  }

  return (
    <div className="basket-step basket-payment" aria-busy={working}>
      <AccountSummary basket={basket} profile={profile} />
      <OrderSummary basket={basket} taxes={taxes.data} />
      {place === null && <p className="muted">Taxes are estimated once we know your service address.</p>}
      <InlineError error={taxes.error} fallback={TAXES_FAILED} />
      {taxes.isError && (
        <button type="button" className="button" onClick={() => void taxes.refetch()}>
          Try again
        </button>
      )}
      <button
        type="button"
        className="button button--link"
        onClick={onEditOrder}
        disabled={checkout.isPending}
      >
        Edit Order
      </button>

      <section className="basket-payment__area" aria-labelledby="payment-area-title">
        <h3 id="payment-area-title">Payment</h3>
        {working && (
          <p role="status">{checkout.isPending ? 'Placing your order…' : 'Working out your totals…'}</p>
        )}
        {totalsKnown && (
          <dl className="basket-subtotal">
            <div>
              <dt>Due now</dt>
              <dd>{formatCents(due)}</dd>
            </div>
          </dl>
        )}
        {totalsKnown && due > 0 && !checkout.isPending && (
          <CardPayment
            amountCents={due}
            reference={`basket:${basket.uuid}`}
            onPaid={(paymentIntentId) => void checkOut({ stripePaymentId: paymentIntentId, payWith: 'card' })}
            // The card form shows the card's own message; an older checkout failure gives way to it.
            onError={() => checkout.reset()}
          />
        )}
        <InlineError error={checkout.error} fallback={CHECKOUT_FAILED} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onBack} disabled={checkout.isPending}>
            Back
          </button>
          {totalsKnown && due === 0 && (
            <button
              type="button"
              className="button button--primary"
              disabled={working}
              onClick={() => void checkOut({})}
            >
              CHECKOUT
            </button>
          )}
          {totalsKnown && canBillToAccount(profile, due) && (
            <button
              type="button"
              className="button"
              disabled={working}
              onClick={() => void checkOut({ payWith: 'account' })}
            >
              Bill to Account
            </button>
          )}
          {totalsKnown && due > 0 && profile.isEmployee && (
            <button
              type="button"
              className="button"
              disabled={working}
              onClick={() => void checkOut({ payWith: 'bypass' })}
            >
              Bypass Payment
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

/** Who the order is for: the details Account Info saved on the basket, or the signed-in account's. */
function AccountSummary({ basket, profile }: { basket: Basket; profile: Profile }) {
  const data = basket.data;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = profile.isLoggedIn
    ? `${profile.userInfo?.firstName ?? ''} ${profile.userInfo?.lastName ?? ''}`
    : `${text(data.firstName)} ${text(data.lastName)}`;
  const email = profile.isLoggedIn ? profile.userInfo?.email : text(data.email);
  const company = profile.isLoggedIn ? profile.accountInfo?.company : text(data.company);
  const where = profile.isLoggedIn && profile.accountInfo ? profile.accountInfo : data;
  const address = [text(where.address), text(where.city), `${text(where.state)} ${text(where.zip)}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <section className="basket-account-summary" aria-labelledby="account-summary-title">
      <h3 id="account-summary-title">Account information</h3>
      <dl>
        <div>
          <dt>Name</dt>
          <dd>{name.trim() || '—'}</dd>
        </div>
        {company && (
          <div>
            <dt>Company</dt>
            <dd>{company}</dd>
          </div>
        )}
        <div>
          <dt>Email</dt>
          <dd>{email || '—'}</dd>
        </div>
        <div>
          <dt>Service address</dt>
          <dd>{address || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
