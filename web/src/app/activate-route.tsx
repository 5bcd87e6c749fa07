import { ActivatePage } from '../features/activation/activate-page.tsx';
import { CardPayment } from '../features/payments/card-payment.tsx';

/** /account/activate with the payments feature's card form (features do not import each other). */
export function ActivateRoute() {
  return <ActivatePage CardPayment={CardPayment} />;
}
