import { useState } from 'react';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { TelephoneNumber } from './account-numbers-api.ts';
import { smsState } from './number-format.ts';
import { canActivateSms, pendingMessage, useActivateSmsMutation } from './sms-activation-api.ts';
import { TfnSmsValidationDialog } from './tfn-sms-validation-dialog.tsx';

/**
 * The SMS column of a number: its state and, for admins, Activate SMS (spec 1 section 4): at once for a
 * local number, through the TFN SMS Validation form for a toll-free one (again after a rejection).
 */
export function SmsCell({ number, isAdmin }: { number: TelephoneNumber; isAdmin: boolean }) {
  const [formOpen, setFormOpen] = useState(false);
  const activate = useActivateSmsMutation({ inline: false });
  const toasts = useToasts();
  const offered = isAdmin && canActivateSms(number);
  const rejected = number.isTollFree && number.smsValidated === 'rejected';

  async function activateLocal() {
    const done = await activate.mutateAsync({ tn: number.tn, action: 'activateSms' }).then(
      () => true,
      () => false,
    );
    if (done) toasts.show({ message: pendingMessage(number), kind: 'success' });
  }

  return (
    <div className="sms-cell">
      <span>{smsState(number)}</span>
      {offered && (
        <button
          type="button"
          className="button sms-cell__activate"
          aria-label={`${rejected ? 'Validate SMS again' : 'Activate SMS'} on ${number.humanTn}`}
          disabled={activate.isPending}
          onClick={() => (number.isTollFree ? setFormOpen(true) : void activateLocal())}
        >
          {rejected ? 'Validate again' : 'Activate SMS'}
        </button>
      )}
      {formOpen && <TfnSmsValidationDialog number={number} onClose={() => setFormOpen(false)} />}
    </div>
  );
}
