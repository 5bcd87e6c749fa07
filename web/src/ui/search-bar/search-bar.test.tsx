import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_FLASH_MS, SearchBar } from './search-bar.tsx';
import { listParamsOf, type SearchField, type SearchState } from './search-bar-model.ts';

const FIELDS: readonly SearchField[] = [
  { name: 'name', label: 'Name', type: 'string' },
  { name: 'amount', label: 'Amount', type: 'number' },
  {
    name: 'status',
    label: 'Status',
    type: 'enum',
    values: [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  },
];
const SORT = { field: 'name', direction: 1 } as const;

function renderBar(props: Partial<Parameters<typeof SearchBar>[0]> = {}) {
  const onSearch = vi.fn<(state: SearchState) => void>();
  const user = userEvent.setup();
  render(
    <SearchBar label="Search things" fields={FIELDS} defaultSort={SORT} onSearch={onSearch} {...props} />,
  );
  const form = within(screen.getByRole('form', { name: 'Search things' }));
  return { onSearch, user, form };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

describe('the shared search bar', () => {
  it('offers the operators of spec 3 section 9 for each field type', async () => {
    const { user, form } = renderBar();
    const operator = form.getByLabelText('Operator');
    expect(optionsOf(operator)).toEqual(['contains', 'is', 'is not', 'starts with', 'ends with']);
    await user.selectOptions(form.getByLabelText('Field'), 'amount');
    expect(optionsOf(operator)).toEqual([
      'is',
      'is not',
      'less than',
      'less than or equal',
      'greater than',
      'greater than or equal',
    ]);
    await user.selectOptions(form.getByLabelText('Field'), 'status');
    expect(optionsOf(operator)).toEqual(['is', 'is not']);
  });

  it('offers each field once at a time: a field with a chip leaves the list until its chip is removed', async () => {
    const { user, form } = renderBar();
    await user.type(form.getByLabelText('Value'), 'ada');
    await user.click(form.getByRole('button', { name: 'Add filter' }));
    expect(form.getByText('Name contains ada')).toBeTruthy();
    expect(optionsOf(form.getByLabelText('Field'))).toEqual(['Amount', 'Status']);
    await user.click(form.getByRole('button', { name: 'Remove the filter Name contains ada' }));
    expect(optionsOf(form.getByLabelText('Field'))).toEqual(['Name', 'Amount', 'Status']);
  });

  it('searches with an empty value, but refuses to add an empty chip and flashes the value red for 700 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onSearch, form } = renderBar();
    fireEvent.click(form.getByRole('button', { name: 'Add filter' }));
    const value = form.getByLabelText('Value');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(value.className).toContain('search-bar__value--invalid');
    act(() => vi.advanceTimersByTime(INVALID_FLASH_MS));
    expect(value.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ chips: [], sort: SORT });
  });

  it('refuses a number field value that is not numeric, and an enum value outside its choices', async () => {
    const { onSearch, user, form } = renderBar();
    await user.selectOptions(form.getByLabelText('Field'), 'amount');
    await user.type(form.getByLabelText('Value'), 'ten');
    await user.click(form.getByRole('button', { name: 'Search' }));
    expect(form.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
    await user.selectOptions(form.getByLabelText('Field'), 'status');
    await user.click(form.getByRole('button', { name: 'Add filter' }));
    expect(form.queryByRole('list', { name: 'Filters' })).toBeNull();
  });

  it('emits chips and the sort as list-language query params', async () => {
    const { onSearch, user, form } = renderBar();
    await user.selectOptions(form.getByLabelText('Operator'), 'startsWith');
    await user.type(form.getByLabelText('Value'), 'ad_a');
    await user.click(form.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(form.getByLabelText('Field'), 'amount');
    await user.selectOptions(form.getByLabelText('Operator'), 'gte');
    await user.type(form.getByLabelText('Value'), '12.5');
    await user.selectOptions(form.getByLabelText('Sort by'), 'amount');
    await user.selectOptions(form.getByLabelText('Sort direction'), '-1');
    await user.click(form.getByRole('button', { name: 'Search' }));
    const state = onSearch.mock.calls[0]![0];
    expect(listParamsOf(state)).toEqual({
      'name[$like]': 'ad\\_a%',
      'amount[$gte]': '12.5',
      '$sort[amount]': '-1',
    });
  });

  it('maps is, is not, contains and ends with to the list language', () => {
    const chip = (operator: 'is' | 'isNot' | 'contains' | 'endsWith') => ({
      chips: [{ field: 'name', operator, text: 'x', value: 'x' }],
      sort: SORT,
    });
    expect(listParamsOf(chip('is'))).toMatchObject({ name: 'x' });
    expect(listParamsOf(chip('isNot'))).toMatchObject({ 'name[$ne]': 'x' });
    expect(listParamsOf(chip('contains'))).toMatchObject({ 'name[$contains]': 'x' });
    expect(listParamsOf(chip('endsWith'))).toMatchObject({ 'name[$like]': '%x' });
  });

  it('resets chips and sort and searches again', async () => {
    const { onSearch, user, form } = renderBar();
    await user.type(form.getByLabelText('Value'), 'ada');
    await user.click(form.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(form.getByLabelText('Sort direction'), '-1');
    await user.click(form.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({ chips: [], sort: SORT });
    expect(form.queryByText('Name contains ada')).toBeNull();
  });

  it('shows Download only when the list offers a CSV', async () => {
    const onDownload = vi.fn();
    const { user, form } = renderBar({ onDownload });
    await user.click(form.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalled();
  });

  it('logs an error when configured without fields', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBar({ fields: [] });
    expect(error).toHaveBeenCalledWith('SearchBar: its configuration has no fields.');
    error.mockRestore();
  });
});
