import type { Mailer } from '../../../platform/mail/mailer.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { PORT_OUT_REFUSAL_TEXT, type PortOutRequest } from '../domain/port-out-request.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';

export type PortOutStage = 'requested' | 'decided' | 'completed';

function mailFor(stage: PortOutStage, request: PortOutRequest, publicUrl: string) {
  const human = PhoneNumber.parse(request.tn).format();
  const settings = `${publicUrl}/account/numbers/${request.tn.replace(/^\+/, '')}`;
  const who = `${request.gainingCarrier} (request ${request.carrierRequestId})`;
  if (stage === 'requested')
    return {
      subject: `Port-out requested for ${human}`,
      text: `${who} asked to move ${human} away from your account. We check its Transfer Lock and port-out PIN and mail you our answer.\n\nNumber settings: ${settings}`,
    };
  if (stage === 'completed')
    return {
      subject: `${human} has left your account`,
      text: `${human} ported out to ${request.gainingCarrier}. It is no longer on your account and is no longer billed.`,
    };
  if (request.status === 'approved')
    return {
      subject: `Port-out approved for ${human}`,
      text: `The PIN given by ${who} matched, so we approved moving ${human} away. If you did not ask for this, turn on Transfer Lock and contact us now.\n\nNumber settings: ${settings}`,
    };
  return {
    subject: `Port-out refused for ${human}`,
    text: `We refused ${who}: ${PORT_OUT_REFUSAL_TEXT[request.reason ?? 'wrong_pin']}. ${human} stays on your account.\n\nNumber settings: ${settings}`,
  };
}

/** Mails each admin of the request's account about one stage of a port-out (issue 12: at each stage). */
export async function mailPortOutStage(
  deps: { mailer: Mailer; contacts: AccountContacts; publicUrl: string },
  stage: PortOutStage,
  request: PortOutRequest,
): Promise<void> {
  const mail = mailFor(stage, request, deps.publicUrl);
  for (const to of await deps.contacts.adminEmails(request.accountId))
    await deps.mailer.send({ to, ...mail, category: `port-out-${stage}` });
}
