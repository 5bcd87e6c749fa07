import { useId } from 'react';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import {
  type SettingSectionProps,
  settingsFormMessage,
  useNumberSettingMutation,
} from './number-settings-api.ts';

const shown = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/** Where calls forward: a form on a plan that forwards; otherwise which plans do. */
export function ForwardingSection({ tn, settings }: Omit<SettingSectionProps, 'withRecentSignIn'>) {
  const headingId = useId();
  const change = useNumberSettingMutation(tn);
  const toasts = useToasts();
  const form = useForm({
    fields: { forwardTo: settings.forwardTo ? shown(settings.forwardTo) : '' },
    validate: ({ forwardTo }) => ({
      forwardTo: forwardTo.trim() === '' ? 'Enter a phone number to forward calls to.' : undefined,
    }),
    failureMessage: settingsFormMessage,
    submit: async ({ forwardTo }) => {
      await change.mutateAsync({ setting: 'forwarding', body: { forwardTo: forwardTo.trim() } });
      toasts.show({ message: 'Forwarding saved.', kind: 'success' });
    },
  });
  const stop = async () => {
    await change.mutateAsync({ setting: 'forwarding', body: { forwardTo: null } });
    form.reset({ forwardTo: '' });
    toasts.show({ message: 'Forwarding stopped.', kind: 'success' });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Forwarding</h2>
      {!settings.planForwards ? (
        <p>
          The {settings.plan.name} plan does not forward calls. Plans that forward:{' '}
          {settings.forwardingPlans.join(', ')}.
        </p>
      ) : (
        <>
          <p>
            {settings.forwardTo
              ? `Calls to this number forward to ${shown(settings.forwardTo)}.`
              : 'Calls to this number are not forwarded.'}
          </p>
          <Form form={form}>
            <TextField
              label="Forward calls to"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              {...form.field('forwardTo')}
            />
            <SubmitButton pending={form.pending} label="Save forwarding" pendingLabel="Saving…" />
            {settings.forwardTo && (
              <button
                type="button"
                className="button"
                disabled={change.isPending}
                onClick={() => void stop()}
              >
                Stop forwarding
              </button>
            )}
          </Form>
        </>
      )}
    </section>
  );
}
