import { describe, expect, it } from 'vitest';
import {
  allRegions,
  areaCodeDetails,
  npaCentre,
  regionByCode,
  regionOfNpa,
  TOLL_FREE_PREFIXES,
} from './regions.ts';

const allNpas = allRegions().flatMap((region) => region.npas);

function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * radians) / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(((b.lon - a.lon) * radians) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

describe('NANP regions', () => {
  it('covers the 50 states, DC, five territories and the Canadian provinces', () => {
    const us = allRegions().filter((region) => region.country === 'US');
    const ca = allRegions().filter((region) => region.country === 'CA');
    expect(us).toHaveLength(56);
    for (const territory of ['DC', 'PR', 'VI', 'GU', 'AS', 'MP'])
      expect(regionByCode(territory)?.country).toBe('US');
    expect(ca.map((region) => region.code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'ON',
      'QC',
      'SK',
      'YT',
    ]);
  });

  it('never puts one area code in two regions', () => {
    expect(new Set(allNpas).size).toBe(allNpas.length);
  });

  it('holds only geographic codes: NXX form, no N9X, no N11, no toll-free', () => {
    for (const npa of allNpas) {
      expect(npa).toMatch(/^[2-9][0-8][0-9]$/);
      expect(npa.endsWith('11')).toBe(false);
      expect(TOLL_FREE_PREFIXES).not.toContain(npa);
    }
    expect(allNpas.filter((npa) => /^8(\d)\1$/.test(npa))).toEqual([]);
  });

  it('lists npas sorted and gives each one a centre and one or two rate centres', () => {
    for (const region of allRegions()) {
      expect([...region.npas].sort()).toEqual(region.npas);
      expect(region.areaCodes.map((areaCode) => areaCode.npa)).toEqual(region.npas);
      for (const areaCode of region.areaCodes) {
        expect(areaCode.cities.length).toBeGreaterThanOrEqual(1);
        expect(areaCode.cities.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('places every centre and rate centre inside North America or the US Pacific territories', () => {
    for (const areaCode of allRegions().flatMap((region) => region.areaCodes)) {
      for (const point of [areaCode, ...areaCode.cities]) {
        const pacific = point.lon > 140 || point.lon < -160;
        expect(point.lat).toBeGreaterThan(pacific ? -15 : 17);
        expect(point.lat).toBeLessThan(72);
        if (!pacific) expect(point.lon).toBeLessThan(-52);
      }
    }
  });

  it('keeps rate centres in the region or in a province it also serves', () => {
    for (const region of allRegions()) {
      const states = [region.code, ...region.alsoServes.map((served) => served.code)];
      for (const city of region.areaCodes.flatMap((areaCode) => areaCode.cities))
        expect(states).toContain(city.state);
    }
  });

  it('knows where well-known area codes are', () => {
    expect(regionOfNpa('201')?.code).toBe('NJ');
    expect(regionOfNpa('212')?.code).toBe('NY');
    expect(regionOfNpa('416')?.code).toBe('ON');
    expect(regionOfNpa('604')?.code).toBe('BC');
    expect(regionOfNpa('787')?.code).toBe('PR');
    expect(regionOfNpa('902')?.alsoServes.map((served) => served.code)).toEqual(['PE']);
    expect(regionOfNpa('800')).toBeUndefined();
  });

  it('lists the New Jersey overlays and California codes as assigned by NANPA', () => {
    expect(regionByCode('NJ')?.npas).toEqual([
      '201',
      '551',
      '609',
      '640',
      '732',
      '848',
      '856',
      '862',
      '908',
      '973',
    ]);
    expect(regionByCode('CA')?.npas.length).toBeGreaterThanOrEqual(38);
  });

  it('finds regions by code regardless of case', () => {
    expect(regionByCode('nj')?.name).toBe('New Jersey');
    expect(regionByCode('ZZ')).toBeUndefined();
  });

  it('centres an area code within reach of its principal city', () => {
    expect(milesBetween(npaCentre('212')!, { lat: 40.7128, lon: -74.006 })).toBeLessThan(5);
    expect(milesBetween(npaCentre('415')!, { lat: 37.7749, lon: -122.4194 })).toBeLessThan(25);
    expect(areaCodeDetails('312')?.cities[0]?.name).toBe('Chicago');
    expect(npaCentre('999')).toBeUndefined();
  });
});
