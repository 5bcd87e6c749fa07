import { useState } from 'react';
import { widgetScriptTag } from '../../../../../src/shared/reseller-settings-rules.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { Form } from '../../../ui/forms/form.tsx';
import { TextField } from '../../../ui/forms/text-field.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import { LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import {
  formValuesOf,
  type SettingsFormValues,
  settingsFormErrors,
  settingsInputOf,
} from './embedded-search-form.ts';
import { type ResellerSettings, useSaveResellerSettings } from './reseller-api.ts';
import { ResellerTokenPanel } from './reseller-token-panel.tsx';
import { useResellerSettings } from './use-reseller-settings.ts';
import './broker-tools.css';

/**
 * /account/broker/tools/embedded-search (spec 3 Tools and section 5, ADR 0065): the widget's one script tag
 * (unavailable until a widget token is generated) and its settings: the company, and the config in dollars.
 */
export function EmbeddedSearchPage() {
  const settings = useResellerSettings();
  return (
    <div className="broker-tool">
      <h2>Embedded Search</h2>
      <p>
        Put our number search on your website and earn 20% commission on every sale made through it (60% on
        your own listed numbers). Prices are capped at $2500.
      </p>
      {settings.isPending && <p role="status">Loading…</p>}
      {settings.data && (
        <>
          <h3>Your widget</h3>
          <ResellerTokenPanel
            kind="widgetToken"
            settings={settings.data}
            shown={(token) => widgetScriptTag(window.location.origin, token)}
            copyLabel="Paste this tag into your page where the search should appear"
            generateLabel="Generate widget token"
            unavailable="The widget is unavailable until you generate a widget token."
            multiline
          />
          <h3>Settings</h3>
          <SettingsForm settings={settings.data} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ResellerSettings }) {
  const save = useSaveResellerSettings();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [saved, setSaved] = useState(() => formValuesOf(settings));
  const form = useForm<SettingsFormValues>({
    fields: saved,
    validate: settingsFormErrors,
    validateOnBlur: true,
    failureMessage: () => undefined,
    submit: async (values) => {
      const { name, url, email, config } = settingsInputOf(values);
      try {
        const answer = await save.save(settings.resellerId, { name, url, email, config });
        const next = formValuesOf(answer.data);
        setSaved(next);
        form.reset(next);
        toasts.show({ message: 'Settings saved', kind: 'success' });
      } catch (error) {
        const text = inlineErrorText(error, LIST_LOAD_FAILED);
        if (text) void dialogs.error(text);
        throw error;
      }
    },
  });
  const touched = (Object.keys(saved) as Array<keyof SettingsFormValues>).some(
    (key) => form.values[key] !== saved[key],
  );
  const money = { inputMode: 'numeric' as const, hint: 'Dollars' };

  return (
    <Form form={form} className="reseller-settings" failurePlacement="none">
      <TextField label="Company name" autoComplete="organization" {...form.field('name')} />
      <TextField
        label="Company URL"
        type="url"
        inputMode="url"
        hint="The site the widget goes on"
        {...form.field('url')}
      />
      <TextField
        label="Company email"
        type="email"
        inputMode="email"
        hint="Sale notices go here"
        {...form.field('email')}
      />
      <TextField label="Minimum price" {...money} {...form.field('minPrice')} />
      <TextField label="Maximum price" {...money} hint="Dollars; at most $2500" {...form.field('maxPrice')} />
      <TextField label="Percent markup" inputMode="numeric" hint="Percent" {...form.field('percentMarkup')} />
      <TextField label="Fixed markup" {...money} {...form.field('fixedMarkup')} />
      <TextField label="Buy now limit" {...money} {...form.field('buyNowLimit')} />
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={form.values.allowTollfree}
          onChange={(event) => form.set('allowTollfree', event.target.checked)}
        />
        <span>Offer toll-free numbers</span>
      </label>
      <div className="reseller-settings__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.valid || !touched || form.pending}
        >
          {form.pending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </Form>
  );
}
