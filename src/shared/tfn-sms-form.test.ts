import { describe, expect, it } from 'vitest';
import {
  chosenOrExplained,
  isWebsiteOrNone,
  normalizedTfnForm,
  OTHER,
  TFN_FORM_MESSAGES,
  TFN_SMS_CATEGORIES,
  type TfnSmsForm,
  tfnFormErrors,
} from './tfn-sms-form.ts';

const FORM: TfnSmsForm = {
  companyName: 'Acme Plumbing',
  website: 'acmeplumbing.example',
  volume: '1,000',
  message: 'Your plumber arrives tomorrow between 9 and 11.',
  canadaTraffic: 'N',
  category: '2FA',
  type: 'Marketing',
  optIn: 'Keyword',
};

describe('the TFN SMS Validation form', () => {
  it('accepts a complete form', () => {
    expect(tfnFormErrors(FORM)).toEqual({});
  });

  it("lists the categories from '2FA' to 'Workshop Alerts', without 'Other' (the dialog adds it)", () => {
    expect(TFN_SMS_CATEGORIES[0]).toBe('2FA');
    expect(TFN_SMS_CATEGORIES.at(-1)).toBe('Workshop Alerts');
    expect(TFN_SMS_CATEGORIES).not.toContain(OTHER);
  });

  it('requires every field', () => {
    const empty: TfnSmsForm = {
      companyName: '',
      website: '',
      volume: '',
      message: ' ',
      canadaTraffic: '',
      category: '',
      type: '',
      optIn: '',
    };
    expect(Object.keys(tfnFormErrors(empty)).sort()).toEqual(Object.keys(FORM).sort());
  });

  it("takes a website with or without a scheme, or 'n/a' in any case, and nothing else", () => {
    for (const website of ['example.com', 'https://www.example.co.uk/about', 'N/A', 'n/a'])
      expect(isWebsiteOrNone(website), website).toBe(true);
    for (const website of ['none', 'example', 'http://', 'javascript:alert(1)', 'exa mple.com'])
      expect(isWebsiteOrNone(website), website).toBe(false);
  });

  it("asks for the explanation when 'Other' itself is sent for category or opt-in", () => {
    expect(tfnFormErrors({ ...FORM, category: 'Other', optIn: ' OTHER ' })).toEqual({
      category: TFN_FORM_MESSAGES.categoryOther,
      optIn: TFN_FORM_MESSAGES.optInOther,
    });
  });

  it('accepts an explanation in place of a listed value, up to 200 characters', () => {
    expect(tfnFormErrors({ ...FORM, category: 'Plumbing visits', optIn: 'Box on the work order' })).toEqual(
      {},
    );
    expect(tfnFormErrors({ ...FORM, category: 'x'.repeat(201) })).toEqual({
      category: TFN_FORM_MESSAGES.tooLong(200),
    });
  });

  it('refuses a volume outside the steps and a type other than Informational or Marketing', () => {
    const form = { ...FORM, volume: '1000', type: 'Spam' } as unknown as TfnSmsForm;
    expect(tfnFormErrors(form)).toEqual({ volume: TFN_FORM_MESSAGES.volume, type: TFN_FORM_MESSAGES.type });
  });

  it("replaces 'Other' with the explanation typed for it", () => {
    expect(chosenOrExplained(OTHER, '  Plumbing visits ')).toBe('Plumbing visits');
    expect(chosenOrExplained('2FA', 'ignored')).toBe('2FA');
  });

  it("trims the texts and writes no website as 'n/a'", () => {
    expect(normalizedTfnForm({ ...FORM, companyName: ' Acme ', website: ' N/A ' })).toMatchObject({
      companyName: 'Acme',
      website: 'n/a',
    });
  });
});
