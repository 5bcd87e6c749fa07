import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** One error, one place: the message is shown inline as an alert, and nowhere else (no Error dialog). */
export async function expectShownOnceInline(message: string): Promise<void> {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
}
