import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import type { Dialogs } from './dialog-state.ts';
import { dialogsFor } from './dialog-state.ts';

function openRenameForm(dialogs: Dialogs) {
  return dialogs.form({
    title: 'Rename token',
    fields: [
      { name: 'name', label: 'Name', initialValue: 'ci' },
      { name: 'note', label: 'Note' },
    ],
    validate: {
      name: (value) =>
        value.trim() === '' ? 'Name is required.' : value.length > 32 ? 'Name is too long.' : null,
    },
    submitLabel: 'Rename',
  });
}

// With fake timers these tests use fireEvent: user-event's async wrapper waits on a timer of its own.
describe('form dialog', () => {
  it('shows validator messages in a red banner for 4 seconds', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => void openRenameForm(dialogsFor(store)));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert').textContent).toBe('Name is required.');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the offending field marked after the banner goes, until the field is edited', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => void openRenameForm(dialogsFor(store)));
    const name = screen.getByLabelText('Name');

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    act(() => vi.advanceTimersByTime(4000));

    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.classList.contains('field__input--invalid')).toBe(true);
    expect(screen.getByLabelText('Note').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: 'deploy' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.classList.contains('field__input--invalid')).toBe(false);
  });

  it('resolves the entered values when every validator passes', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(null);
    let result: Promise<Record<'name' | 'note', string> | null> = Promise.resolve(null);
    act(() => {
      result = openRenameForm(dialogsFor(store));
    });

    await user.type(screen.getByLabelText('Note'), 'nightly');
    await user.click(screen.getByRole('button', { name: 'Rename' }));

    await expect(result).resolves.toEqual({ name: 'ci', note: 'nightly' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves null when cancelled', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(null);
    let result: Promise<unknown> = Promise.resolve('not called');
    act(() => {
      result = openRenameForm(dialogsFor(store));
    });

    expect(screen.getByRole('dialog', { name: 'Rename token' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await expect(result).resolves.toBeNull();
  });

  it('shows its message and offers a choice, the first one picked unless told otherwise', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(null);
    let result: Promise<Record<'method', string> | null> = Promise.resolve(null);
    act(() => {
      result = dialogsFor(store).form({
        title: 'Pick one',
        message: 'Where should the code go?',
        fields: [
          {
            name: 'method',
            label: 'Method',
            type: 'select',
            options: [
              { value: '1', label: 'Email' },
              { value: '2', label: 'Text message' },
            ],
          },
        ],
      });
    });

    expect(screen.getByText('Where should the code go?')).toBeTruthy();
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('1');
    await user.selectOptions(screen.getByLabelText('Method'), 'Text message');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expect(result).resolves.toEqual({ method: '2' });
  });
});
