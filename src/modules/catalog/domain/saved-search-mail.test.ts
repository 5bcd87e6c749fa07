import { describe, expect, it } from 'vitest';
import { describeSavedSearch } from '../../../shared/search-rules.ts';
import { type SavedSearchMailInput, savedSearchMail } from './saved-search-mail.ts';

const input = (changes: Partial<SavedSearchMailInput> = {}): SavedSearchMailInput => ({
  brandingId: 1,
  brandName: 'Numberyard',
  search: { type: 'local', npa: '201', state: null, search: 'CARS', country: null },
  numbers: [
    { tn: '+12012342277', priceCents: 4_995, licenseOneTimeCents: null, licenseMonthlyCents: null },
    // A toll-free row with a sale price still shows only its licence (spec 3).
    { tn: '+18002342277', priceCents: 4_995, licenseOneTimeCents: 2_500, licenseMonthlyCents: 995 },
  ],
  more: false,
  searchUrl: 'https://numberyard.example/search?type=local&npa=201&search=CARS',
  unsubscribeUrl: 'https://numberyard.example/unsubscribe?search=7&token=abc',
  ...changes,
});

describe('savedSearchMail', () => {
  it('lists each new number with its price or licence fees, and both links', () => {
    const mail = savedSearchMail(input());
    expect(mail.subject).toBe('Numberyard: new numbers for your search');
    expect(mail.text).toContain('local numbers in area code 201 matching "CARS"');
    expect(mail.text).toContain('(201) 234-2277: $49.95');
    expect(mail.text).toContain('(800) 234-2277: licence $25.00 setup + $9.95 a month');
    expect(mail.text).toContain('https://numberyard.example/search?type=local&npa=201&search=CARS');
    expect(mail.text).toContain('Stop them: https://numberyard.example/unsubscribe?search=7&token=abc');
    expect(mail.text).not.toMatch(/\n\n\n/);
  });

  it('speaks of business numbers under brand 2', () => {
    const mail = savedSearchMail(input({ brandingId: 2, brandName: 'Numberyard Business' }));
    expect(mail.subject).toBe('Numberyard Business: new business numbers for your search');
    expect(mail.text).toContain('business phone system');
  });

  it('says when more matched than the mail names', () => {
    const mail = savedSearchMail(input({ more: true }));
    expect(mail.text).toContain('Here are 2 of the new ones:');
    expect(mail.text).toContain('More matched. See them all');
  });

  it('describes toll-free and international searches in words', () => {
    expect(
      describeSavedSearch({ type: 'tollfree', npa: '8**', state: null, search: null, country: null }),
    ).toBe('toll-free numbers');
    expect(describeSavedSearch({ type: 'global', npa: null, state: null, search: null, country: 'GB' })).toBe(
      'international numbers in GB',
    );
  });
});
