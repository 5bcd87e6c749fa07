import { useId, useState } from 'react';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import {
  type SettingSectionProps,
  settingsFormMessage,
  useNumberSettingMutation,
} from './number-settings-api.ts';

/** Transfer Lock: a switch; while on, every port-out request is refused. */
export function TransferLockSection({ tn, settings, withRecentSignIn }: SettingSectionProps) {
  const headingId = useId();
  const change = useNumberSettingMutation(tn, withRecentSignIn);
  const toasts = useToasts();
  const [failure, setFailure] = useState<string>();
  const locked = settings.transferLock;

  const toggle = async () => {
    setFailure(undefined);
    try {
      await change.mutateAsync({ setting: 'transfer-lock', body: { locked: !locked } });
      toasts.show({ message: locked ? 'Transfer Lock is off.' : 'Transfer Lock is on.', kind: 'success' });
    } catch (error) {
      setFailure(settingsFormMessage(error));
    }
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Transfer Lock</h2>
      <p>
        {locked
          ? 'On: every request to move this number to another carrier is refused.'
          : 'Off: another carrier can move this number away with its port-out PIN.'}
      </p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button
        type="button"
        role="switch"
        aria-checked={locked}
        className="button"
        disabled={change.isPending}
        onClick={() => void toggle()}
      >
        Transfer Lock
      </button>
    </section>
  );
}
