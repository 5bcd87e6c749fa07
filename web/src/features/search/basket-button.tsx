import { type ReactNode, useState } from 'react';
import { useAddToBasket } from '../../ui/basket-state.ts';
import type { BasketProblem } from './listing.tsx';

/** Add to Cart or Start License: puts the number in the basket (which then opens), busy until it answers. */
export function BasketButton(props: {
  tn: string;
  mode: 'buy' | 'license';
  /** The promoted Pig Pick's proof of promotion, sent with the add (null for any other number). */
  promotion?: string | null;
  onProblem: ((problem: BasketProblem) => void) | undefined;
  children: ReactNode;
}) {
  const addToBasket = useAddToBasket();
  const [adding, setAdding] = useState(false);

  async function add() {
    if (adding) return;
    setAdding(true);
    const result = await addToBasket({ tn: props.tn, mode: props.mode, promotion: props.promotion ?? null });
    setAdding(false);
    if (result.outcome !== 'added') {
      props.onProblem?.({ tn: props.tn, gone: result.outcome === 'gone', message: result.message });
    }
  }

  return (
    <button
      type="button"
      className="button button--primary listing__action"
      aria-busy={adding}
      disabled={adding}
      onClick={() => void add()}
    >
      {props.children}
    </button>
  );
}
