import { useState } from 'react';
import { useAddToBasket } from '../../ui/basket-state.ts';
import type { BasketProblem } from './listing.tsx';

/**
 * Employees' "Add N selected to cart": the selected numbers go into the basket one after another (each
 * is held as Add to Cart holds it); the gone ones leave the results, and one notice names what failed.
 */
export function useBulkAdd(onProblem: (problem: BasketProblem) => void, onDone: () => void) {
  const addToBasket = useAddToBasket();
  const [adding, setAdding] = useState(false);

  async function addAll(tns: readonly string[]) {
    if (adding || tns.length === 0) return;
    setAdding(true);
    const failed: BasketProblem[] = [];
    for (const tn of tns) {
      const result = await addToBasket({ tn, mode: 'buy' });
      if (result.outcome === 'gone') onProblem({ tn, gone: true, message: result.message });
      if (result.outcome !== 'added')
        failed.push({ tn, gone: result.outcome === 'gone', message: result.message });
    }
    setAdding(false);
    onDone();
    if (failed.length === 1) onProblem(failed[0]!);
    if (failed.length > 1) {
      onProblem({
        tn: failed[0]!.tn,
        gone: false,
        message: `${failed.length} of ${tns.length} numbers could not be added: ${failed.map((problem) => problem.message).join(' ')}`,
      });
    }
  }

  return { adding, addAll };
}
