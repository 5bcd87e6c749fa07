import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { ApiToken, NewApiToken } from './api-tokens-api.ts';
import {
  apiTokensQuery,
  tokenNameProblem,
  useCreateApiTokenMutation,
  useDeleteApiTokenMutation,
  useRenameApiTokenMutation,
} from './api-tokens-api.ts';
import { CreateTokenDialog } from './create-token-dialog.tsx';
import { CreatedTokenDialog } from './created-token-dialog.tsx';
import './api-tokens.css';

const SCOPE_LABELS: Record<ApiToken['scope'], string> = { 'read-only': 'Read-only', full: 'Full access' };

/** /account/api-tokens: list, create (the token is shown once), rename, copy and delete API tokens. */
export function ApiTokensPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const tokens = useQuery(apiTokensQuery(pageWindow));
  const create = useCreateApiTokenMutation();
  const rename = useRenameApiTokenMutation();
  const remove = useDeleteApiTokenMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string }>();
  const now = Date.now();

  const rows = tokens.data?.data ?? [];
  const total = tokens.data?.total ?? 0;

  // Deleting the last token of a later page leaves it empty: step back a page.
  useEffect(() => {
    if (tokens.isSuccess && rows.length === 0 && pageWindow.skip > 0) {
      setPageWindow({ skip: Math.max(0, pageWindow.skip - pageWindow.limit), limit: pageWindow.limit });
    }
  }, [tokens.isSuccess, rows.length, pageWindow, setPageWindow]);

  async function createToken(values: NewApiToken) {
    setCreating(false);
    const answer = await create.mutateAsync(values).catch(() => undefined);
    // Kept in this component only, never in a cache: once the dialog closes the token is gone.
    if (answer) setCreated({ name: answer.name, token: answer.token });
    create.reset();
  }

  async function renameToken(token: ApiToken) {
    const values = await dialogs.form({
      title: 'Rename API token',
      fields: [{ name: 'name', label: 'Name', initialValue: token.name }],
      validate: { name: tokenNameProblem },
      submitLabel: 'Rename',
    });
    const name = values?.name.trim();
    // Spec 1: rename only if changed.
    if (!name || name === token.name) return;
    const renamed = await rename.mutateAsync({ id: token.id, name }).catch(() => undefined);
    if (renamed) toasts.show({ message: `The token is now called “${renamed.name}”.`, kind: 'success' });
  }

  async function deleteToken(token: ApiToken) {
    const confirmed = await dialogs.confirm({
      action: 'Delete',
      message: `Delete the API token “${token.name}”? Programs using it stop working at once.`,
    });
    if (!confirmed) return;
    const deleted = await remove.mutateAsync(token.id).then(
      () => true,
      () => false,
    );
    if (deleted) toasts.show({ message: `The token “${token.name}” was deleted.`, kind: 'success' });
  }

  return (
    <section className="page">
      <h1>API tokens</h1>
      <p>
        An API token lets your own programs use the Numberyard API as you, in this account. Send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. See the <a href="/api/docs">API documentation</a>.
      </p>
      <div className="button-row page-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={create.isPending}
          onClick={() => setCreating(true)}
        >
          Create API Token
        </button>
      </div>
      <div className="card">
        {tokens.isPending && <p role="status">Loading your API tokens…</p>}
        <InlineError error={tokens.error} fallback={LIST_LOAD_FAILED} />
        {tokens.isSuccess && total === 0 && <p>You have no API tokens yet.</p>}
        {rows.length > 0 && (
          <ul className="item-list" aria-label="API tokens">
            {rows.map((token) => (
              <li key={token.id} className="item-list__item">
                <div className="item-list__main">
                  <span className="item-list__title">
                    {token.name}
                    {token.isExpired && <span className="token-badge token-badge--expired">Expired</span>}
                  </span>
                  <dl className="token-facts">
                    <div>
                      <dt>Created</dt>
                      <dd>
                        <RelativeDate date={token.createDate} now={now} />
                      </dd>
                    </div>
                    <div>
                      <dt>Ends in</dt>
                      <dd>
                        <code>…{token.last4}</code>
                      </dd>
                    </div>
                    <div>
                      <dt>Access</dt>
                      <dd>{SCOPE_LABELS[token.scope]}</dd>
                    </div>
                    <div>
                      <dt>{token.isExpired ? 'Expired' : 'Expires'}</dt>
                      <dd>{token.expiresAt ? <RelativeDate date={token.expiresAt} now={now} /> : 'Never'}</dd>
                    </div>
                    <div>
                      <dt>Last used</dt>
                      <dd>
                        {token.lastUsedAt ? <RelativeDate date={token.lastUsedAt} now={now} /> : 'Never'}
                      </dd>
                    </div>
                  </dl>
                </div>
                <div className="button-row">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Rename ${token.name}`}
                    onClick={() => void renameToken(token)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete ${token.name}`}
                    onClick={() => void deleteToken(token)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Paginator
          total={total}
          skip={pageWindow.skip}
          limit={pageWindow.limit}
          onChange={setPageWindow}
          label="API tokens pages"
        />
      </div>
      <p>
        <Link to="/account/profile">Back to Profile</Link>
      </p>
      {creating && (
        <CreateTokenDialog
          onCreate={(values) => void createToken(values)}
          onCancel={() => setCreating(false)}
        />
      )}
      {created && (
        <CreatedTokenDialog name={created.name} token={created.token} onClose={() => setCreated(undefined)} />
      )}
    </section>
  );
}
