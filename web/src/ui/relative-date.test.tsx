import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelativeDate } from './relative-date.tsx';

const now = new Date('2026-11-20T20:00:00Z');
const timeZone = 'America/Los_Angeles';

describe('RelativeDate', () => {
  it('shows a time for dates within 24 hours, with the full date in its title', () => {
    render(<RelativeDate date="2026-11-20T18:05:00Z" now={now} timeZone={timeZone} />);
    const time = screen.getByText('10:05 AM');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-11-20T18:05:00.000Z');
    expect(time.getAttribute('title')).toBe('Friday, November 20, 2026 at 10:05 AM');
  });

  it('shows a date for older dates', () => {
    render(<RelativeDate date="2026-11-18T18:05:00Z" now={now} timeZone={timeZone} />);
    expect(screen.getByText('11/18/2026')).toBeTruthy();
  });

  it('shows nothing for a date it cannot read', () => {
    const { container } = render(<RelativeDate date="not a date" now={now} />);
    expect(container.innerHTML).toBe('');
  });
});
