import { describe, expect, it } from 'vitest';
import { listStateNpa } from './state-npa.ts';

describe('the state and area-code directory', () => {
  const { data } = listStateNpa();
  const entry = (state: string) => data.find((row) => row.state === state);

  it('lists US states and territories before Canadian provinces', () => {
    expect(entry('NJ')).toMatchObject({ name: 'New Jersey', country: 'US' });
    expect(entry('NJ')?.npas).toContain('201');
    expect(entry('PR')?.country).toBe('US');
    expect(entry('ON')).toMatchObject({ name: 'Ontario', country: 'CA' });
    const firstCanadian = data.findIndex((row) => row.country === 'CA');
    expect(data.slice(firstCanadian).every((row) => row.country === 'CA')).toBe(true);
  });

  it('lists provinces without codes of their own right after the region whose codes they share', () => {
    const states = data.map((row) => row.state);
    expect(entry('PE')?.npas).toEqual(entry('NS')?.npas);
    expect(states.indexOf('PE')).toBeGreaterThan(states.indexOf('NS'));
    expect(entry('NU')?.npas).toEqual(['867']);
  });
});
