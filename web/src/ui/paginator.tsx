import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageButtons,
  pageCount,
  pageOf,
  pagingCaption,
  skipOfPage,
} from '../../../src/shared/paging.ts';
import { readCookie, writeCookie } from './cookies.ts';
import './paginator.css';

/** Cookie holding the visitor's page-size choice across lists and visits. */
export const PAGE_SIZE_COOKIE = 'pageSize';

/** The remembered page size, if it is one of the offered sizes; otherwise 10. */
export function rememberedPageSize(sizes: readonly number[] = PAGE_SIZES): number {
  const remembered = Number(readCookie(PAGE_SIZE_COOKIE));
  return sizes.includes(remembered) ? remembered : DEFAULT_PAGE_SIZE;
}

export interface PageWindow {
  skip: number;
  limit: number;
}

/** Paging state for a list: starts on page 1 with the remembered page size (one of `sizes`). */
export function usePageWindow(
  sizes: readonly number[] = PAGE_SIZES,
): [PageWindow, (next: PageWindow) => void] {
  return useState<PageWindow>(() => ({ skip: 0, limit: rememberedPageSize(sizes) }));
}

/** After the last row of a page goes (deleted, decided), shows the page before it instead of an empty one. */
export function useStepBackFromEmptyPage(
  pageWindow: PageWindow,
  setPageWindow: (next: PageWindow) => void,
  pageIsEmpty: boolean,
) {
  useEffect(() => {
    if (pageIsEmpty && pageWindow.skip > 0) {
      setPageWindow({ skip: Math.max(0, pageWindow.skip - pageWindow.limit), limit: pageWindow.limit });
    }
  }, [pageIsEmpty, pageWindow, setPageWindow]);
}

export interface PaginatorProps extends PageWindow {
  total: number;
  onChange: (next: PageWindow) => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
  /** The page sizes offered (default PAGE_SIZES). */
  sizes?: readonly number[];
}

/**
 * Caption, First/Prev, up to 5 page buttons, Next/Last, and the page-size choice (kept in a cookie). An empty
 * list has nothing to page: the paginator is not shown (the list says it is empty).
 */
export function Paginator({
  total,
  skip,
  limit,
  onChange,
  label = 'Pagination',
  sizes = PAGE_SIZES,
}: PaginatorProps) {
  const sizeId = useId();
  if (total === 0) return null;

  function changeSize(size: number) {
    writeCookie(PAGE_SIZE_COOKIE, String(size));
    onChange({ skip: 0, limit: size });
  }

  return (
    <nav className="paginator" aria-label={label}>
      <PageLinks total={total} skip={skip} limit={limit} onSkip={(next) => onChange({ skip: next, limit })} />
      <div className="paginator__size">
        <label htmlFor={sizeId}>Results per page</label>
        <select id={sizeId} value={limit} onChange={(event) => changeSize(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

export interface PageLinksProps {
  total: number;
  skip: number;
  limit: number;
  onSkip: (skip: number) => void;
}

/** The caption and the page buttons of a paginator, for lists that choose their page size elsewhere. */
export function PageLinks({ total, skip, limit, onSkip }: PageLinksProps) {
  const pages = pageCount(total, limit);
  const current = Math.min(pageOf(skip, limit), Math.max(pages, 1));
  const goTo = (page: number) => onSkip(skipOfPage(page, limit));
  return (
    <>
      <p className="paginator__caption" aria-live="polite">
        {pagingCaption(skip, limit, total)}
      </p>
      {pages > 1 && (
        <ul className="paginator__pages">
          <li>
            <PageButton label="First page" text="«" disabled={current === 1} onClick={() => goTo(1)} />
          </li>
          <li>
            <PageButton
              label="Previous page"
              text="‹"
              disabled={current === 1}
              onClick={() => goTo(current - 1)}
            />
          </li>
          {pageButtons(current, pages).map((page) => (
            <li key={page}>
              <button
                type="button"
                className="paginator__button"
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => goTo(page)}
              >
                {page}
              </button>
            </li>
          ))}
          <li>
            <PageButton
              label="Next page"
              text="›"
              disabled={current === pages}
              onClick={() => goTo(current + 1)}
            />
          </li>
          <li>
            <PageButton label="Last page" text="»" disabled={current === pages} onClick={() => goTo(pages)} />
          </li>
        </ul>
      )}
    </>
  );
}

interface PageButtonProps {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
}

function PageButton({ label, text, disabled, onClick }: PageButtonProps) {
  return (
    <button
      type="button"
      className="paginator__button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
}
