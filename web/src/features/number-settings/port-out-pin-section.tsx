import { useId } from 'react';
import { PORT_OUT_PIN_MAX_DIGITS, portOutPinProblem } from '../../../../src/shared/port-out-pin.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import {
  type SettingSectionProps,
  settingsFormMessage,
  useNumberSettingMutation,
} from './number-settings-api.ts';

/** The port-out PIN: set or changed, never shown (the server keeps only its hash). */
export function PortOutPinSection({ tn, settings, withRecentSignIn }: SettingSectionProps) {
  const headingId = useId();
  const change = useNumberSettingMutation(tn, withRecentSignIn);
  const toasts = useToasts();
  const form = useForm({
    fields: { pin: '' },
    validate: ({ pin }) => ({ pin: portOutPinProblem(pin) ?? undefined }),
    failureMessage: settingsFormMessage,
    submit: async ({ pin }) => {
      await change.mutateAsync({ setting: 'port-out-pin', body: { pin } });
      form.reset({ pin: '' });
      toasts.show({ message: 'Port-out PIN saved.', kind: 'success' });
    },
  });

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Port-out PIN</h2>
      <p>
        {settings.pinSet
          ? 'A PIN is set. Another carrier must give it to move this number away.'
          : 'No PIN is set, so every request to move this number to another carrier is refused.'}
      </p>
      <Form form={form}>
        <TextField
          label={settings.pinSet ? 'New PIN' : 'PIN'}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PORT_OUT_PIN_MAX_DIGITS}
          hint="4 to 8 digits, not 0000 or 1234."
          {...form.field('pin')}
        />
        <SubmitButton
          pending={form.pending}
          label={settings.pinSet ? 'Change PIN' : 'Set PIN'}
          pendingLabel="Saving…"
        />
      </Form>
    </section>
  );
}
