import { contactNameProblem, contactNumberProblem } from '../../../../src/shared/contact-rules.ts';
import type { Dialogs } from '../../ui/dialogs/dialog-state.ts';
import { formatCallerId } from './contact-format.ts';
import type { Contact } from './contacts-api.ts';

/** The add and edit dialog: name and number (spec 1), checked with the server's rules before sending. */
export function askForContact(dialogs: Dialogs, contact?: Contact) {
  return dialogs.form<'name' | 'callerId'>({
    title: contact ? 'Edit Contact' : 'Add Contact',
    fields: [
      { name: 'name', label: 'Name', initialValue: contact?.name ?? '', autoComplete: 'off' },
      {
        name: 'callerId',
        label: 'Number',
        type: 'tel',
        initialValue: contact ? formatCallerId(contact.callerId) : '',
        placeholder: '(201) 234-5678',
        autoComplete: 'off',
      },
    ],
    validate: { name: contactNameProblem, callerId: contactNumberProblem },
    submitLabel: contact ? 'Save' : 'Add',
  });
}
