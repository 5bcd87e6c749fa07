import type { Blocked, Contact } from '../domain/contact.ts';

/** A contact as the API answers it (spec 1: contactId, name, callerId, blocked). */
export interface ContactView {
  contactId: number;
  name: string;
  callerId: string;
  blocked: Blocked;
}

export function toContactView(contact: Contact): ContactView {
  return { contactId: contact.id, name: contact.name, callerId: contact.callerId, blocked: contact.blocked };
}
