import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import type { MessageThread } from './messages-types.ts';

/** Spec 1 section 1: messaging dates read in Los Angeles time unless told otherwise. */
export const MESSAGING_TIME_ZONE = 'America/Los_Angeles';

/** '+12012340100' as '(201) 234-0100'; anything unparsable as given. */
export function formatNumber(tn: string): string {
  return PhoneNumber.tryParse(tn)?.format() ?? tn;
}

/** The other party as the reader knows them: the contact's name, else the formatted number. */
export function partyName(thread: Pick<MessageThread, 'contacts'>, callerId: string): string {
  const contact = thread.contacts.find((entry) => entry.callerId === callerId);
  return contact?.name.trim() || formatNumber(callerId);
}

/** A thread's title: its own name, else its parties (contacts by name), comma separated. */
export function threadTitle(thread: Pick<MessageThread, 'name' | 'participants' | 'contacts'>): string {
  if (thread.name.trim()) return thread.name.trim();
  return thread.participants.map((callerId) => partyName(thread, callerId)).join(', ');
}

/** The account's number of the thread: its nickname with the number, or the number. */
export function ourNumberLabel(thread: Pick<MessageThread, 'tn' | 'telephoneNumber'>): string {
  const nickname = thread.telephoneNumber.nickname.trim();
  return nickname ? `${nickname} ${formatNumber(thread.tn)}` : formatNumber(thread.tn);
}

/** The preview line of a thread in the list. */
export function recentPreview(thread: Pick<MessageThread, 'recentMessage'>): string {
  const text = thread.recentMessage.message.trim();
  if (text) return text;
  return thread.recentMessage.type === 'mms' ? 'Attachment' : '';
}

/** The tn query parameter's digits ('12012340100') as E.164, or null for All Numbers. */
export function tnFromParam(param: string | null): string | null {
  const digits = param?.replace(/\D/g, '') ?? '';
  return digits ? `+${digits}` : null;
}

/** E.164 as the tn query parameter (digits, as /account/numbers links it). */
export const tnParam = (tn: string) => tn.replace(/^\+/, '');
