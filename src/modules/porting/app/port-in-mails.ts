import type { Mailer } from '../../../platform/mail/mailer.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { PortInEvent, PortInOrder } from '../domain/port-in-order.ts';
import type { PortInCustomers } from '../ports/port-in-customers.ts';

export interface PortInMailDeps {
  customers: Pick<PortInCustomers, 'adminEmails'>;
  mailer: Mailer;
  /** Where links in mails point, without a trailing slash. */
  publicUrl: string;
}

const SUBJECTS: Record<string, (tn: string) => string> = {
  submitted: (tn) => `Port-in of ${tn} submitted`,
  focDateSet: (tn) => `Port-in of ${tn} scheduled`,
  completed: (tn) => `${tn} is now active in your account`,
  rejected: (tn) => `Port-in of ${tn} rejected: action needed`,
  parked: (tn) => `Port-in of ${tn} moved to the Park plan`,
  cancelled: (tn) => `Port-in of ${tn} cancelled`,
};

/**
 * Tells the account's admins about the order's latest timeline event, or the one given (staff send a rejection
 * again), in the caller's transaction. Answers how many mails were sent.
 */
export async function mailPortInStep(
  deps: PortInMailDeps,
  order: PortInOrder,
  event: PortInEvent | undefined = order.events.at(-1),
): Promise<number> {
  const subject = event && SUBJECTS[event.kind];
  if (!event || !subject) return 0;
  const tn = PhoneNumber.parse(order.tn).format();
  const link = `${deps.publicUrl}/account/port-ins?id=${order.id}`;
  const parkNote =
    event.kind === 'parked'
      ? '\nThe Park plan costs $2/month until the port-in completes or you cancel it.\n'
      : '';
  const text = `${event.text}\n${parkNote}\nFollow your port-in of ${tn}: ${link}\n`;
  const recipients = await deps.customers.adminEmails(order.accountId);
  for (const to of recipients)
    await deps.mailer.send({ to, subject: subject(tn), text, category: `port-in-${event.kind}` });
  return recipients.length;
}
