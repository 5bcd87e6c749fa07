import { RegionOptions } from './region-options.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { FieldBinding } from './use-form.ts';

/** The form values an address block edits (each a string field of the caller's form). */
export type AddressFieldName = 'company' | 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zip';

export interface AddressFieldsProps {
  /** The caller's `form.field`: the block binds its fields by these names. */
  field: (name: AddressFieldName) => FieldBinding;
  /** A business address asks for the business name first. */
  business: boolean;
  /** The street line's label and hint (the checkout's service address, a carrier's bill). */
  addressLabel: string;
  addressHint: string;
}

/**
 * Business name (for a business), first and last name, street, city, state and postal code: the address
 * block that checkout's Account Info and the port-in's carrier billing both ask for, with the same
 * autocomplete hints.
 */
export function AddressFields({ field, business, addressLabel, addressHint }: AddressFieldsProps) {
  return (
    <>
      {business && <TextField label="Business name" autoComplete="organization" {...field('company')} />}
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label={addressLabel} autoComplete="address-line1" hint={addressHint} {...field('address')} />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <StateField binding={field('state')} />
      <TextField label="Postal Code" autoComplete="postal-code" {...field('zip')} />
    </>
  );
}

/** The State select (states, territories, provinces) bound to a form field. */
export function StateField({ binding, label = 'State' }: { binding: FieldBinding; label?: string }) {
  return (
    <SelectField
      label={label}
      name={binding.name}
      value={binding.value}
      onChange={binding.onChange}
      onBlur={binding.onBlur}
      error={binding.error}
      selectRef={binding.inputRef}
    >
      <RegionOptions />
    </SelectField>
  );
}
