import { CardPayment } from '../features/payments/card-payment.tsx';
import { WidgetPage } from '../features/widget/widget-page.tsx';

/** /widget/{token}: the embedded search widget with the payments feature's card form (docs/adr/0064). */
export function WidgetRoute() {
  return <WidgetPage CardPayment={CardPayment} />;
}
