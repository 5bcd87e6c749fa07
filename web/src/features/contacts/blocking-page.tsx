import { useQuery } from '@tanstack/react-query';
import { contactNumberProblem } from '../../../../src/shared/contact-rules.ts';
import { ACCOUNT_LIST_PAGE_SIZES } from '../../../../src/shared/paging.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { formatCallerId } from './contact-format.ts';
import { blockedContactsQuery, type Contact, useSetBlockedMutation } from './contacts-api.ts';
import './contacts.css';

/**
 * /account/blocking (admins, spec 1's account menu): the numbers whose messages the account drops. Blocking
 * a number with no contact creates one named after the number (docs/adr/0044); unblocking keeps the contact.
 */
export function BlockingPage() {
  const [pageWindow, setPageWindow] = usePageWindow(ACCOUNT_LIST_PAGE_SIZES);
  const blocked = useQuery(blockedContactsQuery(pageWindow));
  const rows = blocked.data?.data ?? [];
  const total = blocked.data?.total ?? 0;
  const unblock = useSetBlockedMutation();
  const toasts = useToasts();
  useStepBackFromEmptyPage(pageWindow, setPageWindow, blocked.isSuccess && rows.length === 0);

  async function unblockContact(contact: Contact) {
    const saved = await unblock
      .mutateAsync({ callerId: contact.callerId, blocked: 'N' })
      .catch(() => undefined);
    if (saved)
      toasts.show({ message: `${formatCallerId(saved.callerId)} is no longer blocked.`, kind: 'success' });
  }

  return (
    <section className="page">
      <h1>Blocking</h1>
      <p>Messages from a blocked number are dropped: they never reach your conversations.</p>
      <BlockNumberForm />
      {blocked.isPending && <p role="status">Loading blocked numbers…</p>}
      <InlineError error={blocked.error} fallback={LIST_LOAD_FAILED} />
      {blocked.isSuccess && total === 0 && <p>No blocked numbers.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Blocked numbers"
          head={
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Contact</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          }
        >
          {rows.map((contact) => (
            <tr key={contact.contactId}>
              <th scope="row">{formatCallerId(contact.callerId)}</th>
              <td>{contact.name}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`Unblock ${formatCallerId(contact.callerId)}`}
                  onClick={() => void unblockContact(contact)}
                >
                  Unblock
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Blocked numbers pages"
        sizes={ACCOUNT_LIST_PAGE_SIZES}
      />
    </section>
  );
}

function BlockNumberForm() {
  const block = useSetBlockedMutation({ inline: true });
  const toasts = useToasts();
  const form = useForm({
    fields: { callerId: '' },
    validate: ({ callerId }) => ({ callerId: contactNumberProblem(callerId) ?? undefined }),
    submit: async ({ callerId }) => {
      const saved = await block.mutateAsync({ callerId: callerId.trim(), blocked: 'Y' });
      toasts.show({ message: `${formatCallerId(saved.callerId)} is blocked.`, kind: 'success' });
      form.reset({ callerId: '' });
    },
    failureField: 'callerId',
  });
  return (
    <Form form={form} className="block-number-form">
      <TextField
        label="Number to block"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...form.field('callerId')}
      />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        Block
      </button>
    </Form>
  );
}
