import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type AgentLead = components['schemas']['AgentLead'];
type AgentLeadList = components['schemas']['AgentLeadList'];
/** Which leads the screen shows; 'all' sends no status filter. */
export type LeadFilter = 'open' | 'closed' | 'all';

const leadsKey = ['admin-agent-leads'] as const;

/** The route also answers CSV (with Accept: text/csv); these calls ask for JSON, the default. */
function jsonList(answer: string | AgentLeadList): AgentLeadList {
  if (typeof answer === 'string') throw new Error('The leads list came back as text instead of JSON.');
  return answer;
}

const statusQuery = (filter: LeadFilter) => (filter === 'all' ? {} : { status: filter });

/** A page of leads, newest first. */
export function agentLeadsQuery(filter: LeadFilter, { skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...leadsKey, 'list', filter, { skip, limit }],
    queryFn: async ({ signal }) =>
      jsonList(
        await unwrap(
          api.GET('/api/admin/leads', {
            params: {
              query: {
                ...statusQuery(filter),
                $skip: String(skip),
                $limit: String(limit),
                '$sort[createDate]': '-1',
              },
            },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** Every lead the filter shows, as the server's CSV (Accept: text/csv), saved by the browser. */
export async function downloadAgentLeadsCsv(filter: LeadFilter): Promise<void> {
  const { data, response } = await api.GET('/api/admin/leads', {
    params: { query: statusQuery(filter) },
    headers: { Accept: 'text/csv' },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new Error('The CSV download failed. Please try again.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'agent-leads.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** PATCH {status: 'closed', note}: failures (a lead someone else closed first: 409) reach the Error dialog. */
export function useCloseLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, note }: { leadId: number; note: string }) =>
      unwrap(
        api.PATCH('/api/admin/leads/{id}', {
          params: { path: { id: leadId } },
          body: { status: 'closed', ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
