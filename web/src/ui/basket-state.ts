import { atom } from 'jotai';

/** Items in the visitor's basket, for the header badge; the basket feature keeps it up to date. */
export const basketItemCountAtom = atom(0);

/** Whether the basket dialog is open; the header's cart button opens it. */
export const basketOpenAtom = atom(false);
