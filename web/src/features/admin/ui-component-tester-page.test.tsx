import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { parseTimeoutSeconds } from './ui-component-tester-page.tsx';

async function openTester() {
  const view = renderApp('/admin/ui-component-tester', { profile: staffProfile() });
  await screen.findByRole('heading', { name: 'UI component tester' });
  return view;
}

/** Sets the timeout field and switches to fake timers; the page's clicks then go through fireEvent. */
function withTimeout(seconds: string) {
  fireEvent.change(screen.getByLabelText('Timeout (seconds)'), { target: { value: seconds } });
  vi.useFakeTimers();
}

describe('UI component tester', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast after the timeout in seconds', async () => {
    await openTester();
    withTimeout('5');

    fireEvent.click(screen.getByRole('button', { name: 'Success Toast' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('This is a test message.', { selector: '.toast__message' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('This is a test message.', { selector: '.toast__message' })).toBeNull();
  });

  it('keeps a toast and a modal until closed when the timeout is 0', async () => {
    await openTester();
    withTimeout('0');

    fireEvent.click(screen.getByRole('button', { name: 'Error Toast' }));
    fireEvent.click(screen.getByRole('button', { name: 'Success Modal' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('This is a test message.', { selector: '.toast__message' })).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeNull();
  });

  it('closes the success and error modals after the timeout (default 3 seconds)', async () => {
    await openTester();
    withTimeout('3');

    fireEvent.click(screen.getByRole('button', { name: 'Error Modal' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog', { name: 'Error' })).toBeNull();
  });

  it.each(['N', 'NE', 'NW', 'E', 'W', 'S', 'SE', 'SW'])('places a toast at %s', async (location) => {
    await openTester();
    withTimeout('0');

    fireEvent.change(screen.getByLabelText('Location'), { target: { value: location } });
    fireEvent.click(screen.getByRole('button', { name: 'Success Toast' }));
    const toast = document.querySelector('.toast');
    expect(toast?.closest('[data-location]')?.getAttribute('data-location')).toBe(location);
  });

  it('starts with a 3 second timeout and offers all eight toast locations', async () => {
    await openTester();

    expect(screen.getByLabelText<HTMLInputElement>('Timeout (seconds)').value).toBe('3');
    const location = screen.getByLabelText<HTMLSelectElement>('Location');
    expect(Array.from(location.options).map((option) => option.value)).toEqual([
      'N',
      'NE',
      'NW',
      'E',
      'W',
      'S',
      'SE',
      'SW',
    ]);
  });

  it('shows a success toast with the message at the chosen location', async () => {
    const { user } = await openTester();

    const message = screen.getByLabelText('Toast message');
    await user.clear(message);
    await user.type(message, 'Number parked');
    await user.selectOptions(screen.getByLabelText('Location'), 'SW');
    await user.click(screen.getByRole('button', { name: 'Success Toast' }));

    const toast = screen.getByText('Number parked').closest('.toast');
    expect(toast?.classList.contains('toast--success')).toBe(true);
    expect(toast?.closest('[data-location]')?.getAttribute('data-location')).toBe('SW');
  });

  it('refuses a timeout outside 0 to 30 seconds', async () => {
    const { user } = await openTester();

    const timeout = screen.getByLabelText('Timeout (seconds)');
    await user.clear(timeout);
    await user.type(timeout, '31');
    await user.click(screen.getByRole('button', { name: 'Error Toast' }));

    expect(timeout.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Timeout must be a whole number of seconds from 0 to 30.')).toBeTruthy();
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('opens the success and error modals with the message', async () => {
    const { user } = await openTester();

    await user.clear(screen.getByLabelText('Timeout (seconds)'));
    await user.type(screen.getByLabelText('Timeout (seconds)'), '0');
    await user.click(screen.getByRole('button', { name: 'Success Modal' }));
    const success = screen.getByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('This is a test message.');
    await user.click(within(success).getByRole('button', { name: 'Ok' }));

    await user.click(screen.getByRole('button', { name: 'Error Modal' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeTruthy();
  });

  it("shows the confirm modal's answer as a toast", async () => {
    const { user } = await openTester();

    await user.click(screen.getByRole('button', { name: 'Confirm Modal' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Test' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(screen.getByText('Confirmed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm Modal' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('accepts whole seconds from 0 to 30 only', () => {
    expect(parseTimeoutSeconds('0')).toBe(0);
    expect(parseTimeoutSeconds('30')).toBe(30);
    expect(parseTimeoutSeconds('31')).toBeUndefined();
    expect(parseTimeoutSeconds('-1')).toBeUndefined();
    expect(parseTimeoutSeconds('2.5')).toBeUndefined();
    expect(parseTimeoutSeconds('')).toBeUndefined();
  });
});
