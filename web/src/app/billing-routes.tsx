import { PayNowPage } from '../features/billing/pay-now-page.tsx';
import { PaymentMethodPage } from '../features/billing/payment-method-page.tsx';
import { CardPayment } from '../features/payments/card-payment.tsx';
import { CardSetup } from '../features/payments/card-setup.tsx';

/** /account/payment-method with the payments feature's card-on-file form (features do not import each other). */
export function PaymentMethodRoute() {
  return <PaymentMethodPage CardSetup={CardSetup} />;
}

/** /account/pay-now with the payments feature's one-time card form. */
export function PayNowRoute() {
  return <PayNowPage CardPayment={CardPayment} />;
}
