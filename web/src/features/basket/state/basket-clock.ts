import { atom } from 'jotai';

/** Where the reservation countdown reads the time; tests put a fixed clock here. */
export const basketClockAtom = atom<{ now: () => number }>({ now: () => Date.now() });
