import {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  bankAccountErrors,
} from '../../../../../../src/shared/bank-account-rules.ts';
import { Dialog } from '../../../../ui/dialogs/dialog.tsx';
import { Form } from '../../../../ui/forms/form.tsx';
import { SelectField } from '../../../../ui/forms/select-field.tsx';
import { TextField } from '../../../../ui/forms/text-field.tsx';
import { useForm } from '../../../../ui/forms/use-form.ts';
import { useSaveBankAccount } from './manage-ach-api.ts';

interface BankAccountDialogProps {
  /** The account being replaced, or null to add one. */
  bankAccountId: number | null;
  /** Saved: the page says so ('Bank account added/updated successfully'). */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

const EMPTY = {
  type: '',
  routingNumber: '',
  confirmRoutingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/**
 * The bank account dialog (spec 3 sections 2 and 5): type, routing and account numbers, each confirmed. The
 * shared rule (with the ABA checksum) checks on blur and change; Save stays disabled while anything is missing
 * or wrong, or while saving. The server's "field text" errors show next to their field, others above the
 * buttons. Updating sends every number again: saved numbers are never shown.
 */
export function BankAccountDialog({ bankAccountId, onSaved, onCancel }: BankAccountDialogProps) {
  const save = useSaveBankAccount();
  const adding = bankAccountId === null;
  const form = useForm({
    fields: EMPTY,
    validate: (values) => bankAccountErrors(values),
    validateOnBlur: true,
    submit: async (values) => {
      await save.mutateAsync({
        bankAccountId,
        body: {
          type: values.type.trim(),
          routingNumber: values.routingNumber.trim(),
          accountNumber: values.accountNumber.trim(),
          confirmRoutingNumber: values.confirmRoutingNumber.trim(),
          confirmAccountNumber: values.confirmAccountNumber.trim(),
        },
      });
      onSaved(adding ? BANK_ACCOUNT_MESSAGES.added : BANK_ACCOUNT_MESSAGES.updated);
    },
  });
  const type = form.field('type');
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Dialog title={adding ? 'Add Bank Account' : 'Update Bank Account'} onDismiss={onCancel}>
      <Form form={form} className="form-dialog" failurePlacement="none">
        <SelectField
          label="Account type"
          name={type.name}
          value={type.value}
          onChange={type.onChange}
          onBlur={type.onBlur}
          error={type.error}
          selectRef={type.inputRef}
        >
          <option value="">Choose an account type</option>
          {BANK_ACCOUNT_TYPES.map((value) => (
            <option key={value} value={value}>
              {BANK_ACCOUNT_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField label="Routing number" maxLength={9} {...digits} {...form.field('routingNumber')} />
        <TextField
          label="Confirm routing number"
          maxLength={9}
          {...digits}
          {...form.field('confirmRoutingNumber')}
        />
        <TextField label="Account number" maxLength={17} {...digits} {...form.field('accountNumber')} />
        <TextField
          label="Confirm account number"
          maxLength={17}
          {...digits}
          {...form.field('confirmAccountNumber')}
        />
        {!adding && <p className="field__hint">New numbers are verified again with two small deposits.</p>}
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
