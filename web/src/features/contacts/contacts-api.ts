import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { type Contact, contactsQueryRoot } from '../../api/contacts.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type { Contact } from '../../api/contacts.ts';
export type NewContact = components['schemas']['CreateContactRequest'];
export type ContactChanges = components['schemas']['UpdateContactRequest'];

/**
 * GET /api/accounts/contacts, as spec 1 calls it: named contacts (`name[$ne]=`), or those whose name contains
 * the filter.
 */
export function contactsQuery({ skip, limit }: PageWindow, filter = '') {
  const name = filter ? { 'name[$contains]': filter } : { 'name[$ne]': '' };
  return queryOptions({
    queryKey: [...contactsQueryRoot, 'page', { skip, limit, filter }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/contacts', {
          params: { query: { $skip: String(skip), $limit: String(limit), ...name } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** The blocked numbers, for the blocking screen. */
export function blockedContactsQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...contactsQueryRoot, 'blocked', { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/contacts', {
          params: { query: { $skip: String(skip), $limit: String(limit), blocked: 'Y' } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsQueryRoot });
}

export function useCreateContactMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (body: NewContact) => unwrap(api.POST('/api/accounts/contacts', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateContactMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: ({ contactId, changes }: { contactId: number; changes: ContactChanges }) =>
      unwrap(
        api.PATCH('/api/accounts/contacts/{contactId}', { params: { path: { contactId } }, body: changes }),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteContactMutation() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (contactId: number) =>
      unwrap(api.DELETE('/api/accounts/contacts/{contactId}', { params: { path: { contactId } } })),
    onSuccess: refresh,
  });
}

/**
 * PUT /api/accounts/contacts/blocked/{callerId}: the block toggle (creates the contact when there is none).
 * `inline`: the caller's form shows a failure itself, instead of the Error dialog.
 */
export function useSetBlockedMutation({ inline = false } = {}) {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: ({ callerId, blocked }: { callerId: string; blocked: Contact['blocked'] }) =>
      unwrap(
        api.PUT('/api/accounts/contacts/blocked/{callerId}', {
          params: { path: { callerId } },
          body: { blocked },
        }),
      ),
    onSuccess: refresh,
    meta: { errorShownInline: inline },
  });
}
