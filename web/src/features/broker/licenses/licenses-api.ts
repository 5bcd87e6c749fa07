import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type License = components['schemas']['BrokerLicense'];
type LicenseList = components['schemas']['BrokerLicenseList'];

const licensesKey = ['brokerage-licenses'] as const;

/** Spec 3 section 9: licences newest start first; `tn` narrows to one number. */
function listQuery({ skip, limit }: PageWindow, tn: string) {
  return {
    $skip: String(skip),
    $limit: String(limit),
    '$sort[startDate]': '-1',
    ...(tn ? { tn } : {}),
  } as const;
}

/** GET /api/brokerage/licenses: the broker account's licences. */
export function licensesQuery(pageWindow: PageWindow, tn: string) {
  return queryOptions({
    queryKey: [...licensesKey, { ...pageWindow, tn }],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/brokerage/licenses', { params: { query: listQuery(pageWindow, tn) }, signal }),
      )) as LicenseList,
    placeholderData: keepPreviousData,
    // The page shows a failed load above the table ('oops...something went wrong').
    meta: { errorShownInline: true },
  });
}

/** The CSV of the same list, saved as brokerage-licenses-{date}.csv (dates in the browser's time zone). */
export function downloadLicensesCsv(tn: string, today: Date): Promise<void> {
  const params = new URLSearchParams({
    '$sort[startDate]': '-1',
    $locale: navigator.language,
    $timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  if (tn) params.set('tn', tn);
  return downloadCsv(
    '/api/brokerage/licenses',
    params,
    `brokerage-licenses-${today.toISOString().slice(0, 10)}.csv`,
  );
}

/** PATCH /api/brokerage/licenses/{id} {status: 'deleted'}: an employee cancels an active licence. */
export function useCancelLicenseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseId: number) =>
      unwrap(
        api.PATCH('/api/brokerage/licenses/{licenseId}', {
          params: { path: { licenseId } },
          body: { status: 'deleted' },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: licensesKey }),
  });
}
