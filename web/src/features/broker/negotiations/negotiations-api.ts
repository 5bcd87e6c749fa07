import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type Negotiation = components['schemas']['SellerNegotiation'];
type NegotiationList = components['schemas']['SellerNegotiationList'];

const negotiationsKey = ['brokerage-negotiations'] as const;

/** The list's query: spec 3's default sort (expirationDate, newest first), the brokerage columns, `?tn=`. */
function listQuery({ skip, limit }: PageWindow, tn: string) {
  return {
    $skip: String(skip),
    $limit: String(limit),
    $include: 'brokerage',
    '$sort[expirationDate]': '-1',
    ...(tn ? { tn } : {}),
  } as const;
}

/** GET /api/brokerage/negotiations: offers on the caller's numbers (staff: the house's too). */
export function negotiationsQuery(pageWindow: PageWindow, tn: string) {
  return queryOptions({
    queryKey: [...negotiationsKey, { ...pageWindow, tn }],
    // JSON here (the CSV variant answers only Accept: text/csv, see downloadNegotiationsCsv).
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/brokerage/negotiations', { params: { query: listQuery(pageWindow, tn) }, signal }),
      )) as NegotiationList,
    placeholderData: keepPreviousData,
    // The page shows a failed load above the table.
    meta: { errorShownInline: true },
  });
}

/** The CSV of the same list (Accept: text/csv), saved as brokerage-negotiations-{date}.csv. */
export function downloadNegotiationsCsv(tn: string, today: Date): Promise<void> {
  const params = new URLSearchParams({ $include: 'brokerage', '$sort[expirationDate]': '-1' });
  if (tn) params.set('tn', tn);
  return downloadCsv(
    '/api/brokerage/negotiations',
    params,
    `brokerage-negotiations-${today.toISOString().slice(0, 10)}.csv`,
  );
}

export type SellerAnswer =
  | { status: 'accepted' }
  | { status: 'declined' }
  | { status: 'countered'; offer: number };

/** PATCH /api/brokerage/negotiations/{uuid}: accept, decline or counter. Refusals reach the Error dialog. */
export function useAnswerOfferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, answer }: { uuid: string; answer: SellerAnswer }) =>
      unwrap(api.PATCH('/api/brokerage/negotiations/{uuid}', { params: { path: { uuid } }, body: answer })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: negotiationsKey }),
  });
}
