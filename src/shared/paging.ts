/** Page sizes offered by account and broker lists. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;
/** Spec 2 section 9: "account lists 10, 25, 50, 100, 300" (the numbers list; its server allows up to 1000). */
export const ACCOUNT_LIST_PAGE_SIZES: readonly number[] = [10, 25, 50, 100, 300];
/** The server's largest page: the list query language's default $limit ceiling. */
export const MAX_PAGE_SIZE = 100;
export const PAGE_BUTTON_RADIUS = 2;
export const MAX_PAGE_BUTTONS = 2 * PAGE_BUTTON_RADIUS + 1;

export function pageCount(total: number, limit: number): number {
  assertLimit(limit);
  return Math.ceil(Math.max(0, total) / limit);
}

/** 1-based page holding the row at `skip`. */
export function pageOf(skip: number, limit: number): number {
  assertLimit(limit);
  return Math.floor(Math.max(0, skip) / limit) + 1;
}

export function skipOfPage(page: number, limit: number): number {
  assertLimit(limit);
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}

/**
 * 1-based page numbers to show: up to 5, the current page in the middle (radius 2), the window
 * shifted at either edge so it stays full ([1..5] on page 1, [6..10] on page 10 of 10).
 */
export function pageButtons(current: number, totalPages: number): number[] {
  if (totalPages < 1) return [];
  const size = Math.min(MAX_PAGE_BUTTONS, totalPages);
  const page = Math.min(Math.max(1, Math.floor(current)), totalPages);
  const first = Math.min(Math.max(1, page - PAGE_BUTTON_RADIUS), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/**
 * 'No results', 'Displaying all N results' when one page holds everything, else
 * 'Displaying results X to Y' (1-based, inclusive; the spec's text, without "of N").
 * A skip past the end is read as the last page.
 */
export function pagingCaption(skip: number, limit: number, total: number): string {
  assertLimit(limit);
  if (total <= 0) return 'No results';
  if (total === 1) return 'Displaying 1 result';
  if (total <= limit) return `Displaying all ${total} results`;
  const lastPageStart = Math.floor((total - 1) / limit) * limit;
  const start = Math.min(Math.max(0, skip), lastPageStart);
  return `Displaying results ${start + 1} to ${Math.min(start + limit, total)}`;
}

function assertLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`A page size is a positive integer, got ${limit}`);
}
