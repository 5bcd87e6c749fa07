import type { Mailer } from '../../../platform/mail/mailer.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { SmsActivationRequest } from '../domain/sms-activation.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';

function mailFor(request: SmsActivationRequest, publicUrl: string) {
  const human = PhoneNumber.parse(request.tn).format();
  const numbers = `${publicUrl}/account/numbers`;
  if (request.kind === 'local')
    return request.status === 'approved'
      ? {
          subject: `SMS is on for ${human}`,
          text: `The carrier turned on messaging for ${human}. You can send and receive texts from it now.\n\nYour numbers: ${numbers}`,
        }
      : {
          subject: `SMS could not be turned on for ${human}`,
          text: `The carrier did not turn on messaging for ${human}: ${request.reason}. You may ask again from the Numbers page.\n\nYour numbers: ${numbers}`,
        };
  return request.status === 'approved'
    ? {
        subject: `Toll-free SMS validation approved for ${human}`,
        text: `The carrier approved ${request.form?.companyName ?? 'your company'}'s texts from ${human}. It can send now.\n\nYour numbers: ${numbers}`,
      }
    : {
        subject: `Toll-free SMS validation rejected for ${human}`,
        text: `The carrier rejected the SMS validation of ${human}: ${request.reason}. The number may still send, but delivery is unreliable. You may correct the form and send it again from the Numbers page.\n\nYour numbers: ${numbers}`,
      };
}

/** Mails each admin of the request's account the carrier's decision (ADR 0045). */
export async function mailSmsDecision(
  deps: { mailer: Mailer; contacts: AccountContacts; publicUrl: string },
  request: SmsActivationRequest,
): Promise<void> {
  const mail = mailFor(request, deps.publicUrl.replace(/\/$/, ''));
  for (const to of await deps.contacts.adminEmails(request.accountId))
    await deps.mailer.send({ to, ...mail, category: `sms-activation-${request.status}` });
}
