import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';
import type { ListingChange, ListingRow } from './listing-draft.ts';

export type ListingInfo = components['schemas']['BrokerListingInfo'];
export type CreatedJob = components['schemas']['CreatedJob'];
export type JobListingChange = components['schemas']['JobListingChange'];
/** List-language filters and sort, as query keys and values (the search bar's `listParamsOf`). */
export type ListingSearch = Record<string, string | string[]>;

export const listingsKey = ['brokerage-listings'] as const;
/** The pages of the list only (an open info view reloads on its own timer after a save). */
export const listingPagesKey = [...listingsKey, 'list'] as const;

/** GET /api/brokerage/listings: a page of the broker's listings for the search (spec 3: tn ascending). */
export function listingsQuery(pageWindow: PageWindow, search: ListingSearch) {
  return queryOptions({
    queryKey: [...listingPagesKey, { ...pageWindow, search }],
    queryFn: async ({ signal }) => {
      const query = { ...search, $skip: String(pageWindow.skip), $limit: String(pageWindow.limit) };
      const list = await unwrap(api.GET('/api/brokerage/listings', { params: { query }, signal }));
      return list as { data: ListingRow[]; total: number; limit: number; skip: number };
    },
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/brokerage/listings/{tn}/info: history, offers and spellings of one listing. */
export function listingInfoQuery(tn: string) {
  return queryOptions({
    queryKey: [...listingsKey, 'info', tn],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/brokerage/listings/{tn}/info', { params: { path: { tn } }, signal })),
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/brokerage/listings/{tn}: one row's save. */
export function saveListing(tn: string, change: ListingChange) {
  return unwrap(api.PATCH('/api/brokerage/listings/{tn}', { params: { path: { tn } }, body: change }));
}

/** POST /api/brokerage/jobs: one change applied to every listing the search finds (spec 3 data version 1.1). */
export function createBulkJob(search: ListingSearch, listing: JobListingChange): Promise<CreatedJob> {
  return unwrap(api.POST('/api/brokerage/jobs', { body: { data: { version: '1.1', search, listing } } }));
}

/** POST /api/brokerage/csvJobs: the uploaded file in the multipart field `files`. */
export async function uploadListingsCsv(file: File): Promise<CreatedJob> {
  const form = new FormData();
  form.append('files', file);
  const response = await globalThis.fetch('/api/brokerage/csvJobs', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as (CreatedJob & { message?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.message ?? 'Upload failed');
  return body;
}

/**
 * The CSV of every listing the search finds (Accept: text/csv, $locale and $timeZone), saved as
 * listings_{date}.csv. No rows is spec 3's 'Download request failed'.
 */
export async function downloadListingsCsv(search: ListingSearch, today: Date): Promise<void> {
  const params = new URLSearchParams({
    $locale: navigator.language || 'en-US',
    $timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const response = await globalThis.fetch(`/api/brokerage/listings?${params}`, {
    headers: { Accept: 'text/csv' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(30_000),
  });
  const text = response.ok ? await response.text() : '';
  // The server answers the header row when nothing matches: a file without rows is not worth saving.
  if (text.split('\n').filter((line) => line.trim() !== '').length < 2)
    throw new Error('Download request failed');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `listings_${today.toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
