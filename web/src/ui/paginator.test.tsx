import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';
import type { PageWindow } from './paginator.tsx';
import { Paginator, rememberedPageSize, usePageWindow } from './paginator.tsx';

function List({ total, initial }: { total: number; initial?: PageWindow }) {
  const [remembered] = usePageWindow();
  const [page, setPage] = useState(initial ?? remembered);
  return <Paginator total={total} skip={page.skip} limit={page.limit} onChange={setPage} />;
}

function pageNumbers(): string[] {
  const navigation = screen.getByRole('navigation', { name: 'Pagination' });
  return within(navigation)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent ?? '');
}

describe('paginator', () => {
  it('is not shown for an empty list, which says it is empty itself', () => {
    render(<List total={0} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says it displays all results when they fit on one page', () => {
    render(<List total={7} />);
    expect(screen.getByText('Displaying all 7 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('says which results it displays when there are more pages', async () => {
    const user = userEvent.setup();
    render(<List total={42} />);
    expect(screen.getByText('Displaying results 1 to 10')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Displaying results 41 to 42')).toBeTruthy();
  });

  it('shows up to 5 page buttons around the current page and marks the current one', async () => {
    const user = userEvent.setup();
    render(<List total={200} initial={{ skip: 90, limit: 10 }} />);
    expect(pageNumbers()).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 11' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('disables First and Prev on the first page, Next and Last on the last', async () => {
    const user = userEvent.setup();
    render(<List total={30} />);
    expect(screen.getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers page sizes 10, 25, 50 and 100 and starts at 10', () => {
    render(<List total={500} />);
    const size = screen.getByLabelText<HTMLSelectElement>('Results per page');
    expect(Array.from(size.options).map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    expect(size.value).toBe('10');
  });

  it('remembers a new page size in the pageSize cookie and goes back to the first page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Paginator total={500} skip={40} limit={10} onChange={onChange} />);

    await user.selectOptions(screen.getByLabelText('Results per page'), '25');

    expect(onChange).toHaveBeenCalledWith({ skip: 0, limit: 25 });
    expect(readCookie('pageSize')).toBe('25');
    expect(rememberedPageSize()).toBe(25);
  });

  it('starts lists with the remembered page size, ignoring sizes it does not offer', () => {
    writeCookie('pageSize', '50');
    render(<List total={500} />);
    expect(screen.getByText('Displaying results 1 to 50')).toBeTruthy();

    writeCookie('pageSize', '7');
    expect(rememberedPageSize()).toBe(10);
  });

  it('can be driven from the keyboard', async () => {
    const user = userEvent.setup();
    render(<List total={42} />);

    screen.getByRole('button', { name: 'Page 1' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Displaying results 11 to 20')).toBeTruthy();
  });
});
