import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { AdminListPage, type AdminListQuery } from '../admin-list-page.tsx';
import {
  type AccountSearchResult,
  accountSearchQuery,
  useEndSupportMutation,
  useOpenAsSupportMutation,
} from './support-api.ts';

const BRANDS: Record<number, string> = { 1: 'Numberyard', 2: 'Numberyard Business' };
const NOT_SEARCHED: AdminListQuery<AccountSearchResult> = {
  isPending: false,
  isSuccess: false,
  error: null,
  data: undefined,
};

/**
 * /admin/accounts (docs/adr/0080): find a customer account by id, company or a member's email, open it as
 * support (a support membership, then Switch Account into it) or end the support access.
 */
export function SupportAccountsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const [draft, setDraft] = useState(search);
  const [pageWindow, setPageWindow] = usePageWindow();
  const accounts = useQuery(accountSearchQuery(search, pageWindow));
  const open = useOpenAsSupportMutation();
  const end = useEndSupportMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const inputId = useId();
  const busy = open.isPending || end.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setSearchParams(draft.trim() ? { search: draft.trim() } : {}, { replace: true });
  }

  async function endSupport(account: AccountSearchResult) {
    const confirmed = await dialogs.confirm({
      action: 'End support',
      message: `End your support access to ${account.company}? Your sessions switched into it end.`,
    });
    if (!confirmed) return;
    if (
      await end.mutateAsync(account.accountId).then(
        () => true,
        () => false,
      )
    )
      toasts.show({ message: `Support access to ${account.company} ended.`, kind: 'success' });
  }

  return (
    <AdminListPage
      title="Accounts"
      intro="Find a customer's account by its id, its company name or a member's email, and open it as support: you act as one of its admins, without a billed seat or its mails. End support when you are done."
      toolbar={
        <form aria-label="Find accounts" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              Account id, company or email
            </label>
            <input
              id={inputId}
              className="field__input"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </form>
      }
      list={search ? accounts : NOT_SEARCHED}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Accounts found"
      loadingText="Searching accounts…"
      emptyText={`No account matches “${search}”.`}
      columns={['Account', 'Brand', 'Admin email']}
      actionsColumn
      row={(account) => (
        <tr key={account.accountId}>
          <td>
            {account.company}
            <p className="muted">#{account.accountId}</p>
          </td>
          <td>{BRANDS[account.brandingId] ?? `Brand ${account.brandingId}`}</td>
          <td>{account.adminEmail ?? 'None'}</td>
          <td>
            <div className="admin-row-actions">
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={`Open as support for ${account.company}`}
                onClick={() => open.mutate(account.accountId)}
              >
                Open as support
              </button>
              {account.support && (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={`End support for ${account.company}`}
                  onClick={() => endSupport(account)}
                >
                  End support
                </button>
              )}
            </div>
          </td>
        </tr>
      )}
    >
      {!search && <p>Type an account id, a company name or an email, then Search.</p>}
    </AdminListPage>
  );
}
