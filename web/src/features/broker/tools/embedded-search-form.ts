import { formatCents, parseDollarsToCents } from '../../../../../src/shared/money.ts';
import {
  EMBEDDED_MAX_PRICE_CENTS,
  type ResellerSettingsInput,
  resellerSettingsErrors,
} from '../../../../../src/shared/reseller-settings-rules.ts';
import type { ResellerSettings } from './reseller-api.ts';

/** The settings form as typed: dollars on screen (spec 3: "stored in cents and shown in dollars"). */
export type SettingsFormValues = {
  name: string;
  url: string;
  email: string;
  minPrice: string;
  maxPrice: string;
  percentMarkup: string;
  fixedMarkup: string;
  buyNowLimit: string;
  allowTollfree: boolean;
};

const dollars = (cents: number) => formatCents(cents, { symbol: false, grouping: false });

export function formValuesOf(settings: ResellerSettings): SettingsFormValues {
  const { config } = settings;
  return {
    name: settings.name,
    url: settings.url,
    email: settings.email,
    minPrice: dollars(config.minPrice),
    maxPrice: dollars(config.maxPrice),
    percentMarkup: String(config.percentMarkup),
    fixedMarkup: dollars(config.fixedMarkup),
    buyNowLimit: dollars(config.buyNowLimit),
    allowTollfree: config.allowTollfree,
  };
}

/** Dollars typed to cents: empty is null, anything not an amount is NaN (the shared rule refuses it). */
function cents(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return parseDollarsToCents(text);
  } catch {
    return Number.NaN;
  }
}

/** The form's values as the API takes them (cents); empty markups are none, an empty buy-now limit the cap. */
export function settingsInputOf(values: SettingsFormValues): ResellerSettingsInput {
  const percent = values.percentMarkup.trim();
  return {
    name: values.name,
    url: values.url,
    email: values.email,
    config: {
      allowTollfree: values.allowTollfree,
      minPrice: cents(values.minPrice),
      maxPrice: cents(values.maxPrice),
      percentMarkup: percent === '' ? 0 : Number(percent),
      fixedMarkup: cents(values.fixedMarkup) ?? 0,
      buyNowLimit: cents(values.buyNowLimit) ?? EMBEDDED_MAX_PRICE_CENTS,
    },
  };
}

/** The shared rule's messages, by the form's field names (the config's keys are the same). */
export function settingsFormErrors(
  values: SettingsFormValues,
): Partial<Record<keyof SettingsFormValues & string, string>> {
  return resellerSettingsErrors(settingsInputOf(values));
}
