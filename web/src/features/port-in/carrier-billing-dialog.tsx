import {
  CARRIER_BILLING_TEXT_FIELDS,
  type CarrierBillingNeeds,
  type CarrierBillingValues,
  carrierBillingProblems,
} from '../../../../src/shared/port-in-rules.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { AddressFields } from '../../ui/forms/address-fields.tsx';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';

/** The server's names for the fields (`data.firstName` on each item) mapped to the form's. */
const SERVER_NAMES = Object.fromEntries(
  CARRIER_BILLING_TEXT_FIELDS.map((field) => [`data.${field}`, field]),
) as Record<string, keyof CarrierBillingValues & string>;

interface CarrierBillingDialogProps {
  needs: CarrierBillingNeeds;
  initialValues: CarrierBillingValues;
  onBack: () => void;
  /** Puts the numbers in the basket; a throw shows on the form (the API's field errors on their fields). */
  onSubmit: (values: CarrierBillingValues) => Promise<void>;
}

/**
 * The Current Carrier Billing Info modal (spec 2, /lnp): who the numbers are billed to at the carrier they
 * leave, as that carrier knows it. The account number is asked for when a number needs it or is wireless,
 * the PIN when one is wireless (src/shared/port-in-rules.ts).
 */
export function CarrierBillingDialog({ needs, initialValues, onBack, onSubmit }: CarrierBillingDialogProps) {
  const form = useForm<CarrierBillingValues>({
    fields: initialValues,
    validateOnBlur: true,
    serverNames: SERVER_NAMES,
    validate: (values) => carrierBillingProblems(values, needs),
    submit: onSubmit,
  });
  const { values } = form;

  return (
    <Dialog title="Current Carrier Billing Info" onDismiss={onBack}>
      <p className="dialog__message">
        Enter the details exactly as they appear on the bill of the carrier you are leaving.
      </p>
      <Form form={form} className="lnp-billing">
        <fieldset className="lnp-billing__business">
          <legend>Is this a business account?</legend>
          {[true, false].map((business) => (
            <label key={String(business)}>
              <input
                type="radio"
                name="business"
                checked={values.business === business}
                onChange={() => form.set('business', business)}
              />{' '}
              {business ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
        <AddressFields
          field={form.field}
          business={values.business}
          addressLabel="Service address"
          addressHint="The street address on the bill: no PO boxes."
        />
        <TextField
          label="Account number"
          autoComplete="off"
          hint={
            needs.accountNumber
              ? 'Required: your current carrier asks for it.'
              : 'Optional: your account number with your current carrier.'
          }
          {...form.field('account_number')}
        />
        <TextField
          label="PIN"
          autoComplete="off"
          hint={
            needs.pin
              ? 'Required for wireless numbers: the account PIN or passcode at your current carrier.'
              : 'Only needed for wireless numbers.'
          }
          {...form.field('pin')}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? 'Adding to your cart…' : 'Continue'}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
