import { atom } from 'jotai';

/**
 * The password a guest chose in Account Info, kept in this tab's memory for checkout (which sends it with
 * POST /api/baskets/checkout). Never saved with the basket, never stored by the browser.
 */
export const checkoutPasswordAtom = atom('');
