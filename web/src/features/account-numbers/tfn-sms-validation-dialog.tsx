import {
  chosenOrExplained,
  NO_WEBSITE,
  OTHER,
  TFN_EXAMPLE_MESSAGE_MAX,
  TFN_EXPLANATION_MAX,
  TFN_FORM_MESSAGES,
  TFN_MESSAGE_TYPES,
  TFN_MONTHLY_VOLUMES,
  TFN_OPT_IN_METHODS,
  TFN_SMS_CATEGORIES,
  TFN_TEXT_MAX,
  type TfnFormErrors,
  type TfnSmsForm,
  tfnFormErrors,
} from '../../../../src/shared/tfn-sms-form.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { SelectField } from '../../ui/forms/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { TelephoneNumber } from './account-numbers-api.ts';
import { pendingMessage, useActivateSmsMutation } from './sms-activation-api.ts';

const FIELDS = {
  companyName: '',
  website: '',
  volume: '',
  message: '',
  canadaTraffic: '',
  category: '',
  categoryOther: '',
  type: '',
  optIn: '',
  optInOther: '',
};
type Values = typeof FIELDS;

/** What the server receives: 'Other' replaced by its explanation (spec 1 section 5). */
function formOf(values: Values): TfnSmsForm {
  return {
    companyName: values.companyName,
    website: values.website,
    volume: values.volume,
    message: values.message,
    canadaTraffic: values.canadaTraffic as TfnSmsForm['canadaTraffic'],
    category: chosenOrExplained(values.category, values.categoryOther),
    type: values.type as TfnSmsForm['type'],
    optIn: chosenOrExplained(values.optIn, values.optInOther),
  };
}

/** The shared rules' messages, on the field the person fills in ('Other' asks on its explanation). */
function problems(values: Values): Partial<Record<keyof Values, string>> {
  const errors: TfnFormErrors = tfnFormErrors(formOf(values));
  const { category, optIn, ...rest } = errors;
  return {
    ...rest,
    ...(values.category === OTHER
      ? { categoryOther: category && TFN_FORM_MESSAGES.categoryOther }
      : { category }),
    ...(values.optIn === OTHER ? { optInOther: optIn && TFN_FORM_MESSAGES.optInOther } : { optIn }),
  };
}

/**
 * The TFN SMS Validation form (spec 1 sections 2 and 5): what the carrier needs before a toll-free number
 * may text. Every field is required; 'Other' as category or opt-in asks for an explanation that is sent in
 * its place. The number is pending until the carrier decides (it may take weeks).
 */
export function TfnSmsValidationDialog({
  number,
  onClose,
}: {
  number: TelephoneNumber;
  onClose: () => void;
}) {
  const activate = useActivateSmsMutation({ inline: true });
  const toasts = useToasts();
  const form = useForm({
    fields: FIELDS,
    validate: problems,
    submit: async (values) => {
      const sent = formOf(values);
      await activate.mutateAsync({
        tn: number.tn,
        action: 'activateSms',
        ...sent,
        canadaTraffic: sent.canadaTraffic || undefined,
        type: sent.type || undefined,
      });
      toasts.show({ message: pendingMessage(number), kind: 'success' });
      onClose();
    },
  });
  const select = (name: keyof Values) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.set(name, value),
    error: form.errors[name],
    selectRef: form.ref(name),
  });

  return (
    <Dialog title={`TFN SMS Validation for ${number.humanTn}`} onDismiss={onClose}>
      <Form form={form} className="form-dialog tfn-form">
        <p>
          Carriers check who texts from a toll-free number. Until they approve, the number cannot send; it may
          take several weeks.
        </p>
        <TextField
          label="Company name"
          autoComplete="organization"
          maxLength={TFN_TEXT_MAX}
          {...form.field('companyName')}
        />
        <TextField
          label="Website"
          inputMode="url"
          autoComplete="url"
          hint={`The company's website, or ${NO_WEBSITE} if it has none.`}
          {...form.field('website')}
        />
        <SelectField label="Monthly volume" {...select('volume')}>
          <option value="">Texts a month…</option>
          {TFN_MONTHLY_VOLUMES.map((volume) => (
            <option key={volume} value={volume}>
              {volume}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Example message"
          maxLength={TFN_EXAMPLE_MESSAGE_MAX}
          rows={3}
          {...form.field('message')}
        />
        <SelectField label="Canadian traffic" {...select('canadaTraffic')}>
          <option value="">Will you text numbers in Canada?</option>
          <option value="Y">Yes</option>
          <option value="N">No</option>
        </SelectField>
        <SelectField label="Category" {...select('category')}>
          <option value="">Choose a category…</option>
          {[...TFN_SMS_CATEGORIES, OTHER].map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        {form.values.category === OTHER && (
          <TextField
            label="Explain the category"
            maxLength={TFN_EXPLANATION_MAX}
            {...form.field('categoryOther')}
          />
        )}
        <SelectField label="Type" {...select('type')}>
          <option value="">Choose a type…</option>
          {TFN_MESSAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField label="Opt-in" {...select('optIn')}>
          <option value="">How do recipients opt in?</option>
          {[...TFN_OPT_IN_METHODS, OTHER].map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </SelectField>
        {form.values.optIn === OTHER && (
          <TextField
            label="Explain the opt-in method"
            maxLength={TFN_EXPLANATION_MAX}
            {...form.field('optInOther')}
          />
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={form.pending} label="Send for validation" pendingLabel="Sending…" />
        </div>
      </Form>
    </Dialog>
  );
}
