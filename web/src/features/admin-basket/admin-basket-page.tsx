import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import {
  ADMIN_BASKET_VENDORS,
  type AdminBasketField,
  type AdminBasketInput,
  adminBasketErrors,
  shownAdminBasketError,
} from '../../../../src/shared/admin-basket-rules.ts';
import { parseDollarsToCents } from '../../../../src/shared/money.ts';
import { useProfile } from '../../api/profile.ts';
import { basketOpenAtom } from '../../ui/basket-state.ts';
import { Form } from '../../ui/forms/form.tsx';
import { SelectField } from '../../ui/forms/select-field.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { FieldErrors } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { addAdminItem } from './admin-basket-api.ts';
import './admin-basket.css';

const EMPTY = {
  tn: '',
  vendor: '',
  mode: 'buy',
  vendorProductId: '',
  priceCents: '',
  commissionPercent: '',
  licenseNrcCents: '',
  licenseMrcCents: '',
  licenseAnnualIncreasePercent: '',
  manualActivation: false as boolean,
};
type Values = typeof EMPTY;

/** Dollars typed to cents; empty or unreadable is null (the shared rule then names the field). */
function cents(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return parseDollarsToCents(text, { allowNegative: true });
  } catch {
    return Number.NaN;
  }
}
const percent = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The form's text as the API takes it (cents, percentages); the same shape the shared rule checks. */
export function toAdminItem(values: Values): AdminBasketInput {
  return {
    tn: values.tn,
    vendor: values.vendor,
    mode: values.mode === 'license' ? 'license' : 'buy',
    vendorProductId: values.vendorProductId.trim() || null,
    priceCents: cents(values.priceCents),
    commissionPercent: percent(values.commissionPercent),
    licenseNrcCents: cents(values.licenseNrcCents),
    licenseMrcCents: cents(values.licenseMrcCents),
    licenseAnnualIncreasePercent: percent(values.licenseAnnualIncreasePercent),
    manualActivation: values.manualActivation,
  };
}

/** The shared rule's messages as the screen shows them (both commission messages read 'Invalid percentage'). */
function shownErrors(errors: Partial<Record<AdminBasketField, string>>): FieldErrors<keyof Values & string> {
  const shown: FieldErrors<keyof Values & string> = {};
  for (const [field, message] of Object.entries(errors) as [AdminBasketField, string][])
    shown[field] = shownAdminBasketError(field, message);
  return shown;
}

/**
 * Spec 2's admin add-number page (/account/admin-basket), for staff switched into a customer's account: a number
 * at their own price into that account's basket. Cancel goes back to the account's numbers, Clear Form empties
 * the fields, Add To Cart adds the item and opens the basket for checkout.
 */
export function AdminBasketPage() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openBasket = useSetAtom(basketOpenAtom);
  const toasts = useToasts();
  const form = useForm({
    fields: EMPTY,
    validate: (values) => shownErrors(adminBasketErrors(toAdminItem(values))),
    submit: async (values) => {
      await addAdminItem(queryClient, profile.basketUuid ?? null, toAdminItem(values));
      toasts.show({ message: `${values.tn} was added to the cart.`, kind: 'success' });
      form.reset(EMPTY);
      openBasket(true);
    },
    serverNames: {},
  });
  const licence = form.values.mode === 'license';

  return (
    <section className="admin-basket" aria-labelledby="admin-basket-title">
      <h1 id="admin-basket-title">Add Number</h1>
      <p>
        For {profile.accountInfo?.company || 'this account'}. The number goes into this account&rsquo;s cart
        at the price you set.
      </p>
      <Form form={form} className="admin-basket__form">
        <TextField label="Phone Number" inputMode="tel" autoComplete="off" {...form.field('tn')} />
        <SelectField
          label="Vendor"
          name="vendor"
          value={form.values.vendor}
          onChange={(value) => form.set('vendor', value)}
          error={form.errors.vendor}
          selectRef={form.ref('vendor')}
        >
          <option value="">Choose a vendor</option>
          {ADMIN_BASKET_VENDORS.map((vendor) => (
            <option key={vendor} value={vendor}>
              {vendor}
            </option>
          ))}
        </SelectField>
        <fieldset className="admin-basket__mode">
          <legend>Buy or License</legend>
          {(['buy', 'license'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={form.values.mode === mode}
                onChange={() => form.set('mode', mode)}
              />{' '}
              {mode === 'buy' ? 'Buy' : 'License'}
            </label>
          ))}
        </fieldset>
        <TextField label="Vendor Product Id" autoComplete="off" {...form.field('vendorProductId')} />
        <TextField label="Price ($)" inputMode="text" autoComplete="off" {...form.field('priceCents')} />
        <TextField
          label="Commission (%)"
          inputMode="text"
          autoComplete="off"
          {...form.field('commissionPercent')}
        />
        {licence && (
          <>
            <TextField label="License NRC ($)" autoComplete="off" {...form.field('licenseNrcCents')} />
            <TextField label="License MRC ($)" autoComplete="off" {...form.field('licenseMrcCents')} />
            <TextField
              label="Annual Increase (%)"
              autoComplete="off"
              {...form.field('licenseAnnualIncreasePercent')}
            />
          </>
        )}
        <label className="admin-basket__check">
          <input
            type="checkbox"
            name="manualActivation"
            checked={form.values.manualActivation}
            onChange={(event) => form.set('manualActivation', event.target.checked)}
          />{' '}
          Manual activation
        </label>
        <div className="admin-basket__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => navigate('/account/numbers')}
          >
            Cancel
          </button>
          <button type="button" className="button button--secondary" onClick={() => form.reset(EMPTY)}>
            Clear Form
          </button>
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Add To Cart
          </button>
        </div>
      </Form>
    </section>
  );
}
