import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { ContactBook } from '../ports/contact-book.ts';
import { type ContactView, toContactView } from './contact-view.ts';

/** GET /api/accounts/contacts: a page of the account's contacts (name filters, paging, sort). */
export function makeListContacts({ book }: { book: ContactBook }) {
  return async function listContacts(input: {
    accountId: number;
    query: ListQuery;
  }): Promise<ListResponse<ContactView>> {
    const { data, total } = await book.list(input.accountId, input.query);
    return toListResponse(data.map(toContactView), total, input.query);
  };
}
