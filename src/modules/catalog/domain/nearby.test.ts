import { describe, expect, it } from 'vitest';
import { distanceMiles, nearbyAreaCodes } from './nearby.ts';

describe('near me', () => {
  it('measures great-circle miles', () => {
    const newYork = { lat: 40.7128, lon: -74.006 };
    const newark = { lat: 40.7357, lon: -74.1724 };
    expect(distanceMiles(newYork, newark)).toBeGreaterThan(8);
    expect(distanceMiles(newYork, newark)).toBeLessThan(10);
  });

  it('finds the neighbouring area codes of a metro area, not far-away ones', () => {
    const near = nearbyAreaCodes('201');
    expect(near?.npas).toEqual(expect.arrayContaining(['973', '212']));
    expect(near?.npas).not.toContain('201');
    expect(near?.npas).not.toContain('415');
  });

  it('knows nothing near an unknown area code', () => {
    expect(nearbyAreaCodes('999')).toBeNull();
  });
});
