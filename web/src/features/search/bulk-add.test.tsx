import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffProfile } from '../../../test/fixtures/profiles.ts';
import { searchNumber } from '../../../test/fixtures/search.ts';
import { backend, callsTo, listNumbers } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const A = { tn: '+12012340100', human: '(201) 234-0100' };
const B = { tn: '+12012340101', human: '(201) 234-0101' };
const LICENCE_ONLY = { tn: '+12012340102', human: '(201) 234-0102' };

async function openBulkAdd() {
  listNumbers([
    searchNumber(A.tn, { price: 4_900 }),
    searchNumber(B.tn, { price: 9_900 }),
    searchNumber(LICENCE_ONLY.tn, { price: 0, licenseMrc: 900 }),
  ]);
  const view = renderApp('/search?npa=201', {
    profile: staffProfile({ basketUuid: backend.profile.basketUuid }),
  });
  await screen.findByRole('article', { name: A.human });
  await view.user.click(screen.getByRole('switch', { name: 'Bulk add' }));
  return view;
}

const checkbox = (human: string) =>
  within(screen.getByRole('article', { name: human })).getByRole('checkbox', { name: `Select ${human}` });

describe("employees' bulk add", () => {
  it('adds every selected number to the basket, then clears the selection', async () => {
    const { user } = await openBulkAdd();
    expect(
      (screen.getByRole('button', { name: 'Add 0 selected to cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(checkbox(A.human));
    await user.click(checkbox(B.human));
    await user.click(screen.getByRole('button', { name: 'Add 2 selected to cart' }));

    await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(callsTo('addBasketItem').map((body) => (body as { tn: string }).tn)).toEqual([A.tn, B.tn]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 0 selected to cart' })).toBeTruthy());
  });

  it('cannot select numbers priced 0 or already in the basket', async () => {
    const { user } = await openBulkAdd();
    expect((checkbox(LICENCE_ONLY.human) as HTMLInputElement).disabled).toBe(true);
    await user.click(checkbox(A.human));
    await user.click(screen.getByRole('button', { name: 'Add 1 selected to cart' }));
    await screen.findByRole('dialog', { name: 'Shopping Cart' });

    await waitFor(() => expect((checkbox(A.human) as HTMLInputElement).disabled).toBe(true));
    expect((checkbox(B.human) as HTMLInputElement).disabled).toBe(false);
  });

  it('drops a number found gone from the results and says what could not be added', async () => {
    const { user } = await openBulkAdd();
    backend.goneTns.add(B.tn);
    await user.click(checkbox(A.human));
    await user.click(checkbox(B.human));
    await user.click(screen.getByRole('button', { name: 'Add 2 selected to cart' }));

    expect((await screen.findByRole('alert')).textContent).toContain('(201) 234-0101 is no longer available');
    expect(screen.queryByRole('article', { name: B.human })).toBeNull();
    expect(callsTo('addBasketItem')).toHaveLength(2);
  });
});
