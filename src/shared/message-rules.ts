/**
 * Messaging's rules that the browser and the server both apply (spec 1 sections 5 and 9): the attachment's
 * size and type, when Send may be pressed, which recipients are added, the page sizes.
 */
import { PhoneNumber } from './phone-number.ts';

/** Spec 1 section 9: an attachment is under 2 MB (2,097,152 bytes). */
export const ATTACHMENT_MAX_BYTES = 2_097_152;
export const ATTACHMENT_TOO_LARGE = 'File too large, must be less than 2MB.';
// Two spaces after the first sentence, as spec 1 writes it: token clients may compare the text.
export const UNSUPPORTED_ATTACHMENT =
  'Unsupported file type.  Only image, video, text, and vcard are supported at this time.';

/** Threads come 20 at a time, messages 50 (spec 1 section 9). */
export const THREAD_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;
/** Infinite scroll: load more when this many items are left, at most once per 50 ms. */
export const SCROLL_THRESHOLD = 2;
export const SCROLL_THROTTLE_MS = 50;

/** The longest text a message may carry (10 SMS segments of 160 characters). */
export const MESSAGE_MAX_LENGTH = 1_600;
/** The most participants of one group message. */
export const MAX_PARTICIPANTS = 10;

const VCARD_TYPES = new Set(['text/vcard', 'text/x-vcard', 'text/directory']);

/** Image, video, text or vcard (spec 1 section 5). */
export function isSupportedAttachmentType(contentType: string): boolean {
  const type = contentType.trim().toLowerCase().split(';')[0] ?? '';
  return (
    VCARD_TYPES.has(type) || /^(image|video)\/[a-z0-9.+-]+$/.test(type) || /^text\/[a-z0-9.+-]+$/.test(type)
  );
}

/** The spec's error text for an attachment, or null when it may be sent. */
export function attachmentError(file: { size: number; contentType: string }): string | null {
  if (file.size >= ATTACHMENT_MAX_BYTES) return ATTACHMENT_TOO_LARGE;
  if (!isSupportedAttachmentType(file.contentType)) return UNSUPPORTED_ATTACHMENT;
  return null;
}

/** Spec 1 section 5: Send is disabled without a from number, without recipients, with nothing to send, or while sending. */
export function canSend(draft: {
  from: string | null | undefined;
  recipients: readonly string[];
  text: string;
  hasMedia: boolean;
  sending: boolean;
}): boolean {
  return (
    Boolean(draft.from) &&
    draft.recipients.length > 0 &&
    (draft.text.trim() !== '' || draft.hasMedia) &&
    !draft.sending
  );
}

/**
 * A typed recipient joins the list only when it is a valid number and not already listed (spec 1 section 5).
 * Answers the new list, or null when the entry is not added.
 */
export function addRecipient(recipients: readonly string[], typed: string): string[] | null {
  const number = PhoneNumber.tryParse(typed);
  if (!number || recipients.includes(number.e164)) return null;
  return [...recipients, number.e164];
}

/** The contact suggestions: by digits of the caller id, or by name (case-insensitive). */
export function matchesContact(contact: { name: string; callerId: string }, typed: string): boolean {
  const text = typed.trim().toLowerCase();
  if (text === '') return true;
  const digits = text.replace(/\D/g, '');
  if (digits !== '' && contact.callerId.replace(/\D/g, '').includes(digits)) return true;
  return contact.name.toLowerCase().includes(text);
}

/** Spec 1 section 5: numbers offered in the messages filter; a brand other than 2 lists only local +1 numbers. */
export function showsInMessagingFilter(tn: string, brandingId: number): boolean {
  if (brandingId === 2) return true;
  const number = PhoneNumber.tryParse(tn);
  return number !== null && number.kind === 'nanp';
}
