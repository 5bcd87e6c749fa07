import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_BUTTONS,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  pageButtons,
  pageCount,
  pageOf,
  pagingCaption,
  skipOfPage,
} from './paging.ts';

describe('paging constants', () => {
  it('offers page sizes 10, 25, 50 and 100, defaulting to 10', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(MAX_PAGE_BUTTONS).toBe(5);
  });
});

describe('pageCount, pageOf and skipOfPage', () => {
  it('counts partial pages as pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('converts between skip and 1-based page numbers', () => {
    expect(pageOf(0, 10)).toBe(1);
    expect(pageOf(25, 10)).toBe(3);
    expect(skipOfPage(3, 10)).toBe(20);
    expect(skipOfPage(0, 10)).toBe(0);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError);
    expect(() => pagingCaption(0, 2.5, 5)).toThrow(RangeError);
  });
});

describe('pageButtons', () => {
  it('shows no buttons when there are no pages', () => {
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page with a radius of 2', () => {
    expect(pageButtons(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('shifts the window at the first pages', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shifts the window at the last pages', () => {
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(8, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageButtons(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(42, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('pagingCaption', () => {
  it("says 'No results' when there are none", () => {
    expect(pagingCaption(0, 10, 0)).toBe('No results');
  });

  it('says all results are displayed when one page holds them', () => {
    expect(pagingCaption(0, 10, 7)).toBe('Displaying all 7 results');
    expect(pagingCaption(0, 10, 10)).toBe('Displaying all 10 results');
  });

  it('uses the singular for one result', () => {
    expect(pagingCaption(0, 10, 1)).toBe('Displaying 1 result');
  });

  it('shows the 1-based range of the current page', () => {
    expect(pagingCaption(0, 10, 11)).toBe('Displaying results 1 to 10');
    expect(pagingCaption(10, 10, 11)).toBe('Displaying results 11 to 11');
    expect(pagingCaption(25, 25, 120)).toBe('Displaying results 26 to 50');
  });

  it('reads a skip past the end as the last page', () => {
    expect(pagingCaption(500, 10, 42)).toBe('Displaying results 41 to 42');
  });
});
