import { Link, useLocation } from 'react-router';
import { accountHomePath, type Profile, useProfile } from '../../api/profile.ts';
import type { CheckoutAnswer } from './api/checkout-api.ts';
import { humanTn } from './components/order-summary.tsx';
import './basket.css';

/** Spec 2: "After checkout ... the user goes to the confirm page" (/account/confirm). */
export const CONFIRM_PATH = '/account/confirm';

/** What the basket hands the confirm page (router state): the checkout's answer. */
export interface ConfirmPageState {
  order: CheckoutAnswer;
}

const PERIODS: Record<number, string> = { 1: 'billed monthly', 12: 'billed yearly' };

/**
 * /account/confirm: thanks the buyer, lists the order's numbers with their plans and, when the order is held
 * for a fraud review, says that it is being reviewed rather than that the numbers are ready.
 */
export function OrderConfirmationPage() {
  const profile = useProfile();
  const order = (useLocation().state as Partial<ConfirmPageState> | null)?.order;

  if (!order) {
    return (
      <section className="page order-confirmation">
        <h1>Thank you</h1>
        <p>There is no recent order to show here.</p>
        <p>
          <Link to={accountHomePath(profile)}>Go to your account</Link>
        </p>
      </section>
    );
  }

  const held = order.fraudLevel !== 'notFraud';
  const notCharged = order.paidWith === 'card' ? ', and your card has not been charged yet' : '';
  return (
    <section className="page order-confirmation">
      <h1>Thank you for your order!</h1>
      {order.fraudLevel === 'automatedFraudReview' ? (
        <p role="status">
          We are reviewing your order. We have emailed you a link to confirm your mobile number; once it is
          confirmed, your numbers are activated. They are reserved for you meanwhile{notCharged}.
        </p>
      ) : held ? (
        <p role="status">
          We are reviewing your order. Your numbers are reserved for you meanwhile{notCharged}. We will email
          you when the review is done.
        </p>
      ) : (
        <p role="status">Your numbers are now in your account.</p>
      )}
      <h2>{order.tnItems.length === 1 ? 'Your number' : 'Your numbers'}</h2>
      <ul className="order-confirmation__numbers" aria-label="Numbers in this order">
        {order.tnItems.map((item) => (
          <li key={item.tn}>
            <strong>{humanTn(item.tn)}</strong>{' '}
            <span className="muted">
              {item.type === 'portIn' ? 'port-in, ' : ''}
              {planName(profile, item.plan)},{' '}
              {PERIODS[item.billingPeriod] ?? `every ${item.billingPeriod} months`}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={accountHomePath(profile)}>Go to your account</Link>
      </p>
    </section>
  );
}

function planName(profile: Profile, plan: number): string {
  const found = Object.values(profile.pricing.plans).find((candidate) => candidate.id === plan);
  return found ? `${found.name} plan` : `plan ${plan}`;
}
