import { useAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBasket } from '../../api/basket.ts';
import { useProfile } from '../../api/profile.ts';
import { AddToBasketContext, basketOpenAtom } from '../../ui/basket-state.ts';
import type { CheckoutAnswer } from './api/checkout-api.ts';
import { useAddToBasketAction } from './api/use-add-to-basket.ts';
import { BasketDialog } from './components/basket-dialog.tsx';
import type { CardPaymentComponent } from './components/card-payment-props.ts';
import { CONFIRM_PATH, type ConfirmPageState } from './order-confirmation-page.tsx';
import './basket.css';

/**
 * The basket around the shell's pages: gives listings their Add to Cart, opens
 * the dialog from the cart button or `showBasket=1`, and closes it when the last item goes. After checkout
 * the dialog closes and the buyer, signed in, lands on the confirm page (spec 2 section 4).
 */
export function BasketHost({
  children,
  CardPayment,
}: {
  children: ReactNode;
  /** The payments feature's card form, for the Payment Info step (the app passes it). */
  CardPayment?: CardPaymentComponent;
}) {
  const profile = useProfile();
  const navigate = useNavigate();
  const basket = useBasket();
  const [open, setOpen] = useAtom(basketOpenAtom);
  const addToBasket = useAddToBasketAction();
  const count = basket.data?.tnItemCount ?? 0;
  const previousCount = useRef(count);
  useShowBasketParam(setOpen);

  useEffect(() => {
    // Spec 2: the basket closes when its item count drops to zero.
    if (previousCount.current > 0 && count === 0) setOpen(false);
    previousCount.current = count;
  }, [count, setOpen]);

  return (
    <AddToBasketContext.Provider value={addToBasket}>
      {children}
      {open && (
        <BasketDialog
          basket={basket.data ?? null}
          loading={basket.isPending && profile.basketUuid !== null}
          profile={profile}
          onClose={() => setOpen(false)}
          CardPayment={CardPayment}
          onCheckedOut={(answer: CheckoutAnswer) => {
            setOpen(false);
            const state: ConfirmPageState = { order: answer };
            void navigate(CONFIRM_PATH, { state });
          }}
        />
      )}
    </AddToBasketContext.Provider>
  );
}

/** `showBasket=1` (e.g. after login) opens the basket once; the parameter is then taken off the URL. */
function useShowBasketParam(setOpen: (open: boolean) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('showBasket') !== '1') return;
    setOpen(true);
    params.delete('showBasket');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate, setOpen]);
}
