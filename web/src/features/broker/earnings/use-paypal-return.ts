import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PAYPAL_RETURN_PARAMS, takePaypalReturn } from './paypal-login.ts';

/**
 * PayPal's return to the Transactions screen (`?code=&state=`): the code goes to `onCode` (kept in memory, never
 * stored) and the Payable view opens for the payout; PayPal's parameters leave the address at once. A failed
 * sign-in is only logged (spec 3 section 8).
 */
export function usePaypalReturn(onCode: (code: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    const answer = takePaypalReturn(searchParams);
    if (!answer) return;
    taken.current = true;
    if ('error' in answer) console.error('PayPal login failed:', answer.error);
    else onCode(answer.code);
    setSearchParams(
      (params) => {
        for (const name of PAYPAL_RETURN_PARAMS) params.delete(name);
        if ('code' in answer) params.set('view', 'payable');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, onCode]);
}
