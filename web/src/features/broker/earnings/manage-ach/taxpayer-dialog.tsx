import {
  MAX_PAYEE_LENGTH,
  TAXPAYER_MESSAGES,
  taxpayerErrors,
} from '../../../../../../src/shared/taxpayer-rules.ts';
import { Dialog } from '../../../../ui/dialogs/dialog.tsx';
import { Form } from '../../../../ui/forms/form.tsx';
import { TextField } from '../../../../ui/forms/text-field.tsx';
import { useForm } from '../../../../ui/forms/use-form.ts';
import { useSaveTaxpayer } from './manage-ach-api.ts';

interface TaxpayerDialogProps {
  /** The legal name on file, to start from; the SSN/EIN is never shown, so it is always entered again. */
  payee: string | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * The taxpayer information dialog (spec 3 sections 2 and 5): legal name, SSN/EIN and its confirmation, by the
 * shared rule on blur and change; Save disabled while incomplete, invalid or saving. Server "field text"
 * errors show next to their field, others above the buttons.
 */
export function TaxpayerDialog({ payee, onSaved, onCancel }: TaxpayerDialogProps) {
  const save = useSaveTaxpayer();
  const form = useForm({
    fields: { payee: payee ?? '', tin: '', confirmTin: '' },
    validate: (values) => taxpayerErrors(values),
    validateOnBlur: true,
    submit: async (values) => {
      await save.mutateAsync({
        payee: values.payee.trim(),
        tin: values.tin.trim(),
        confirmTin: values.confirmTin.trim(),
      });
      onSaved(TAXPAYER_MESSAGES.saved);
    },
  });
  return (
    <Dialog title="Taxpayer Information" onDismiss={onCancel}>
      <Form form={form} className="form-dialog" failurePlacement="none">
        <TextField
          label="Legal Company/ Entity Name"
          autoComplete="organization"
          maxLength={MAX_PAYEE_LENGTH + 20}
          {...form.field('payee')}
        />
        <TextField
          label="SSN/EIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          hint="9 digits; dashes are fine."
          {...form.field('tin')}
        />
        <TextField
          label="Confirm SSN/EIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          {...form.field('confirmTin')}
        />
        {form.failure && (
          <p className="form-error" role="alert">
            {form.failure}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!form.valid || form.pending}>
            {form.pending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
