import { describe, expect, it } from 'vitest';
import { isPoBox, parseStreetAddress, uspsSuffix, uspsUnit } from './street-address.ts';

const parts = (text: string) => {
  const result = parseStreetAddress(text);
  if (!result.ok) throw new Error(`not parsed: ${result.reason}`);
  return result.address;
};

describe('a street line read into USPS parts', () => {
  it.each([
    ['123 Main St', { houseNumber: '123', streetName: 'MAIN', suffix: 'ST', line: '123 MAIN ST' }],
    [
      '1600 Pennsylvania Avenue NW',
      { houseNumber: '1600', streetName: 'PENNSYLVANIA', suffix: 'AVE', postdirectional: 'NW' },
    ],
    [
      '742 North Evergreen Terrace',
      { predirectional: 'N', streetName: 'EVERGREEN', suffix: 'TER', line: '742 N EVERGREEN TER' },
    ],
    [
      '350 Fifth Avenue, Suite 2100',
      { streetName: 'FIFTH', suffix: 'AVE', secondaryUnit: 'STE', secondaryNumber: '2100' },
    ],
    ['12 Elm St. Apt. 4B', { suffix: 'ST', secondaryUnit: 'APT', secondaryNumber: '4B' }],
    ['12 Elm St #4', { secondaryUnit: '#', secondaryNumber: '4', line: '12 ELM ST # 4' }],
    ['12 Elm St Apt #5', { secondaryUnit: 'APT', secondaryNumber: '5' }],
    ['9 Harbor View Blvd Rear', { streetName: 'HARBOR VIEW', suffix: 'BLVD', secondaryUnit: 'REAR' }],
    [
      '100 Avenue of the Americas',
      { streetName: 'AVENUE OF THE AMERICAS', line: '100 AVENUE OF THE AMERICAS' },
    ],
    ['55 North St', { streetName: 'NORTH', suffix: 'ST', line: '55 NORTH ST' }],
    ['123 1/2 Main Street', { houseNumber: '123 1/2', streetName: 'MAIN', suffix: 'ST' }],
    ['45-12 Queens Blvd', { houseNumber: '45-12', streetName: 'QUEENS' }],
    ['10 Broadway', { streetName: 'BROADWAY', line: '10 BROADWAY' }],
    ['5 Box Elder Ln', { streetName: 'BOX ELDER', suffix: 'LN' }],
    ['8 Old Post Office Road', { streetName: 'OLD POST OFFICE', suffix: 'RD' }],
    ['77 Massachusetts Ave Fl 3', { suffix: 'AVE', secondaryUnit: 'FL', secondaryNumber: '3' }],
  ])('%s', (text, expected) => {
    expect(parts(text)).toMatchObject(expected);
  });

  it('is valid only with a house number and a street name', () => {
    expect(parseStreetAddress('Main Street')).toEqual({ ok: false, reason: 'noHouseNumber' });
    expect(parseStreetAddress('123')).toEqual({ ok: false, reason: 'noStreetName' });
    expect(parseStreetAddress('123 456')).toEqual({ ok: false, reason: 'noStreetName' });
    expect(parseStreetAddress('')).toEqual({ ok: false, reason: 'noHouseNumber' });
  });
});

describe('post-office boxes', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 123',
    'p o box 9',
    'POB 44',
    'Post Office Box 12',
    'PO Drawer 5',
    'Box 7',
    '123 Main St PO Box 5',
    'P.O. #12',
    'Postal Box 3',
    'POBOX 8',
  ])('refuses %s', (text) => {
    expect(isPoBox(text)).toBe(true);
    expect(parseStreetAddress(text)).toEqual({ ok: false, reason: 'poBox' });
  });

  it.each(['5 Box Elder Ln', '8 Old Post Office Rd', '1 Poplar St', '3 Boxwood Ct'])(
    'accepts the street %s',
    (text) => {
      expect(isPoBox(text)).toBe(false);
    },
  );
});

describe('USPS abbreviations', () => {
  it('abbreviate street suffixes as USPS Publication 28 does', () => {
    expect(uspsSuffix('Avenue')).toBe('AVE');
    expect(uspsSuffix('av.')).toBe('AVE');
    expect(uspsSuffix('Boulevard')).toBe('BLVD');
    expect(uspsSuffix('Crossing')).toBe('XING');
    expect(uspsSuffix('Parkway')).toBe('PKWY');
    expect(uspsSuffix('Hollow')).toBe('HOLW');
    expect(uspsSuffix('Americas')).toBeUndefined();
  });

  it('abbreviate secondary unit designators', () => {
    expect(uspsUnit('Suite')).toBe('STE');
    expect(uspsUnit('Apartment')).toBe('APT');
    expect(uspsUnit('Penthouse')).toBe('PH');
    expect(uspsUnit('Room')).toBe('RM');
    expect(uspsUnit('Garage')).toBeUndefined();
  });
});
