import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ACCOUNT_LIST_PAGE_SIZES } from '../../../../src/shared/paging.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { askForContact } from './contact-dialog.ts';
import { e164Of, formatCallerId } from './contact-format.ts';
import {
  type Contact,
  type ContactChanges,
  contactsQuery,
  useCreateContactMutation,
  useDeleteContactMutation,
  useSetBlockedMutation,
  useUpdateContactMutation,
} from './contacts-api.ts';
import './contacts.css';

/** How long the filter waits after the last key before asking the server. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * /account/contacts (spec 1): the account's contacts with a name filter, Add, edit (name and number),
 * block, delete and pagination. Other tabs' changes arrive through the `contacts` live events.
 */
export function ContactsPage() {
  const [pageWindow, setPageWindow] = usePageWindow(ACCOUNT_LIST_PAGE_SIZES);
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const contacts = useQuery(contactsQuery(pageWindow, filter));
  const rows = contacts.data?.data ?? [];
  const total = contacts.data?.total ?? 0;
  const actions = useContactActions();
  useStepBackFromEmptyPage(pageWindow, setPageWindow, contacts.isSuccess && rows.length === 0);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === filter) return;
      setFilter(typed.trim());
      setPageWindow({ skip: 0, limit: pageWindow.limit });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filter, pageWindow.limit, setPageWindow]);

  return (
    <section className="page">
      <h1>Contacts</h1>
      <div className="contacts-toolbar">
        <search className="contacts-toolbar__filter">
          <label htmlFor={filterId}>Filter by name</label>
          <input
            id={filterId}
            type="search"
            className="field__input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </search>
        <button type="button" className="button button--primary" onClick={() => void actions.add()}>
          Add Contact
        </button>
      </div>
      {contacts.isPending && <p role="status">Loading your contacts…</p>}
      <InlineError error={contacts.error} fallback={LIST_LOAD_FAILED} />
      {contacts.isSuccess && total === 0 && (
        <p>{filter ? 'No contacts match your filter.' : 'No contacts yet.'}</p>
      )}
      {rows.length > 0 && (
        <DataTable label="Contacts" head={<ContactsHead />}>
          {rows.map((contact) => (
            <tr key={contact.contactId}>
              <th scope="row">{contact.name}</th>
              <td>{formatCallerId(contact.callerId)}</td>
              <td>{contact.blocked === 'Y' ? <span className="contact-badge">Blocked</span> : 'No'}</td>
              <td>
                <div className="button-row contacts-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${contact.name}`}
                    onClick={() => void actions.edit(contact)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`${contact.blocked === 'Y' ? 'Unblock' : 'Block'} ${contact.name}`}
                    onClick={() => void actions.toggleBlocked(contact)}
                  >
                    {contact.blocked === 'Y' ? 'Unblock' : 'Block'}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete ${contact.name}`}
                    onClick={() => void actions.remove(contact)}
                  >
                    Delete
                  </button>
                </div>
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
        label="Contacts pages"
        sizes={ACCOUNT_LIST_PAGE_SIZES}
      />
    </section>
  );
}

/** Add, edit, block toggle and delete, each confirmed by a toast; failures show in the Error dialog. */
function useContactActions() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const create = useCreateContactMutation();
  const update = useUpdateContactMutation();
  const remove = useDeleteContactMutation();
  const setBlocked = useSetBlockedMutation();
  const done = (message: string) => toasts.show({ message, kind: 'success' });

  return {
    async add() {
      const values = await askForContact(dialogs);
      if (!values) return;
      const added = await create.mutateAsync(values).catch(() => undefined);
      if (added) done(`${added.name} was added to your contacts.`);
    },
    async edit(contact: Contact) {
      const values = await askForContact(dialogs, contact);
      if (!values) return;
      const changes: ContactChanges = {};
      if (values.name.trim() !== contact.name) changes.name = values.name;
      if (e164Of(values.callerId) !== contact.callerId) changes.callerId = values.callerId;
      if (Object.keys(changes).length === 0) return;
      const saved = await update
        .mutateAsync({ contactId: contact.contactId, changes })
        .catch(() => undefined);
      if (saved) done(`${saved.name} was saved.`);
    },
    async toggleBlocked(contact: Contact) {
      const blocked = contact.blocked === 'Y' ? 'N' : 'Y';
      const saved = await setBlocked
        .mutateAsync({ callerId: contact.callerId, blocked })
        .catch(() => undefined);
      if (saved) done(`${saved.name} is ${blocked === 'Y' ? 'blocked' : 'no longer blocked'}.`);
    },
    async remove(contact: Contact) {
      const confirmed = await dialogs.confirm({
        action: 'Delete',
        message: `Delete the contact ${contact.name} (${formatCallerId(contact.callerId)})?`,
      });
      if (!confirmed) return;
      const deleted = await remove.mutateAsync(contact.contactId).then(
        () => true,
        () => false,
      );
      if (deleted) done(`${contact.name} was deleted.`);
    },
  };
}

function ContactsHead() {
  return (
    <tr>
      <th scope="col">Name</th>
      <th scope="col">Number</th>
      <th scope="col">Blocked</th>
      <th scope="col">
        <span className="visually-hidden">Actions</span>
      </th>
    </tr>
  );
}
