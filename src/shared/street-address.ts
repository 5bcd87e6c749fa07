/**
 * A US or Canadian street line read into its parts the way USPS Publication 28 standardises it: house
 * number, predirectional, street name, suffix, postdirectional, and secondary unit with its number. Only a
 * street address is valid (a house number and a street name); post-office boxes are refused, since numbers
 * are provisioned at a service address. Written here rather than taken from npm: the maintained parsers read
 * whole addresses with large regular expressions, and the browser needs only the street line (docs/adr/0027).
 */

/** USPS Publication 28, appendix C1: each standard suffix abbreviation with the spellings read as it. */
const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  ALY: ['ALLEE', 'ALLEY', 'ALLY'],
  ANX: ['ANEX', 'ANNEX', 'ANNX'],
  ARC: ['ARCADE'],
  AVE: ['AV', 'AVEN', 'AVENU', 'AVENUE', 'AVN', 'AVNUE'],
  BYU: ['BAYOO', 'BAYOU'],
  BCH: ['BEACH'],
  BND: ['BEND'],
  BLF: ['BLUF', 'BLUFF'],
  BLFS: ['BLUFFS'],
  BTM: ['BOT', 'BOTTM', 'BOTTOM'],
  BLVD: ['BOUL', 'BOULEVARD', 'BOULV'],
  BR: ['BRNCH', 'BRANCH'],
  BRG: ['BRDGE', 'BRIDGE'],
  BRK: ['BROOK'],
  BRKS: ['BROOKS'],
  BG: ['BURG'],
  BGS: ['BURGS'],
  BYP: ['BYPA', 'BYPAS', 'BYPASS', 'BYPS'],
  CP: ['CAMP', 'CMP'],
  CYN: ['CANYN', 'CANYON', 'CNYN'],
  CPE: ['CAPE'],
  CSWY: ['CAUSEWAY', 'CAUSWA'],
  CTR: ['CEN', 'CENT', 'CENTER', 'CENTR', 'CENTRE', 'CNTER', 'CNTR'],
  CTRS: ['CENTERS'],
  CIR: ['CIRC', 'CIRCL', 'CIRCLE', 'CRCL', 'CRCLE'],
  CIRS: ['CIRCLES'],
  CLF: ['CLIFF'],
  CLFS: ['CLIFFS'],
  CLB: ['CLUB'],
  CMN: ['COMMON'],
  CMNS: ['COMMONS'],
  COR: ['CORNER'],
  CORS: ['CORNERS'],
  CRSE: ['COURSE'],
  CT: ['COURT'],
  CTS: ['COURTS'],
  CV: ['COVE'],
  CVS: ['COVES'],
  CRK: ['CREEK'],
  CRES: ['CRESCENT', 'CRSENT', 'CRSNT'],
  CRST: ['CREST'],
  XING: ['CROSSING', 'CRSSNG'],
  XRD: ['CROSSROAD'],
  XRDS: ['CROSSROADS'],
  CURV: ['CURVE'],
  DL: ['DALE'],
  DM: ['DAM'],
  DV: ['DIV', 'DIVIDE', 'DVD'],
  DR: ['DRIV', 'DRIVE', 'DRV'],
  DRS: ['DRIVES'],
  EST: ['ESTATE'],
  ESTS: ['ESTATES'],
  EXPY: ['EXP', 'EXPR', 'EXPRESS', 'EXPRESSWAY', 'EXPW'],
  EXT: ['EXTENSION', 'EXTN', 'EXTNSN'],
  EXTS: ['EXTENSIONS'],
  FALL: [],
  FLS: ['FALLS'],
  FRY: ['FERRY', 'FRRY'],
  FLD: ['FIELD'],
  FLDS: ['FIELDS'],
  FLT: ['FLAT'],
  FLTS: ['FLATS'],
  FRD: ['FORD'],
  FRDS: ['FORDS'],
  FRST: ['FOREST', 'FORESTS'],
  FRG: ['FORG', 'FORGE'],
  FRGS: ['FORGES'],
  FRK: ['FORK'],
  FRKS: ['FORKS'],
  FT: ['FORT', 'FRT'],
  FWY: ['FREEWAY', 'FREEWY', 'FRWAY', 'FRWY'],
  GDN: ['GARDEN', 'GARDN', 'GRDEN', 'GRDN'],
  GDNS: ['GARDENS', 'GRDNS'],
  GTWY: ['GATEWAY', 'GATEWY', 'GATWAY', 'GTWAY'],
  GLN: ['GLEN'],
  GLNS: ['GLENS'],
  GRN: ['GREEN'],
  GRNS: ['GREENS'],
  GRV: ['GROV', 'GROVE'],
  GRVS: ['GROVES'],
  HBR: ['HARB', 'HARBOR', 'HARBR', 'HRBOR'],
  HBRS: ['HARBORS'],
  HVN: ['HAVEN'],
  HTS: ['HT', 'HEIGHTS'],
  HWY: ['HIGHWAY', 'HIGHWY', 'HIWAY', 'HIWY', 'HWAY'],
  HL: ['HILL'],
  HLS: ['HILLS'],
  HOLW: ['HLLW', 'HOLLOW', 'HOLLOWS', 'HOLWS'],
  INLT: ['INLET'],
  IS: ['ISLAND', 'ISLND'],
  ISS: ['ISLANDS', 'ISLNDS'],
  ISLE: ['ISLES'],
  JCT: ['JCTION', 'JCTN', 'JUNCTION', 'JUNCTN', 'JUNCTON'],
  JCTS: ['JCTNS', 'JUNCTIONS'],
  KY: ['KEY'],
  KYS: ['KEYS'],
  KNL: ['KNOL', 'KNOLL'],
  KNLS: ['KNOLLS'],
  LK: ['LAKE'],
  LKS: ['LAKES'],
  LAND: [],
  LNDG: ['LANDING', 'LNDNG'],
  LN: ['LANE'],
  LGT: ['LIGHT'],
  LGTS: ['LIGHTS'],
  LF: ['LOAF'],
  LCK: ['LOCK'],
  LCKS: ['LOCKS'],
  LDG: ['LDGE', 'LODG', 'LODGE'],
  LOOP: ['LOOPS'],
  MALL: [],
  MNR: ['MANOR'],
  MNRS: ['MANORS'],
  MDW: ['MEADOW'],
  MDWS: ['MEADOWS', 'MEDOWS'],
  MEWS: [],
  ML: ['MILL'],
  MLS: ['MILLS'],
  MSN: ['MISSION', 'MISSN', 'MSSN'],
  MTWY: ['MOTORWAY'],
  MT: ['MNT', 'MOUNT'],
  MTN: ['MNTAIN', 'MNTN', 'MOUNTAIN', 'MOUNTIN', 'MTIN'],
  MTNS: ['MNTNS', 'MOUNTAINS'],
  NCK: ['NECK'],
  ORCH: ['ORCHARD', 'ORCHRD'],
  OVAL: ['OVL'],
  OPAS: ['OVERPASS'],
  PARK: ['PRK', 'PARKS'],
  PKWY: ['PARKWAY', 'PARKWY', 'PKWAY', 'PKY', 'PARKWAYS', 'PKWYS'],
  PASS: [],
  PSGE: ['PASSAGE'],
  PATH: ['PATHS'],
  PIKE: ['PIKES'],
  PNE: ['PINE'],
  PNES: ['PINES'],
  PL: ['PLACE'],
  PLN: ['PLAIN'],
  PLNS: ['PLAINS'],
  PLZ: ['PLAZA', 'PLZA'],
  PT: ['POINT'],
  PTS: ['POINTS'],
  PRT: ['PORT'],
  PRTS: ['PORTS'],
  PR: ['PRAIRIE', 'PRR'],
  RADL: ['RAD', 'RADIAL', 'RADIEL'],
  RAMP: [],
  RNCH: ['RANCH', 'RANCHES', 'RNCHS'],
  RPD: ['RAPID'],
  RPDS: ['RAPIDS'],
  RST: ['REST'],
  RDG: ['RDGE', 'RIDGE'],
  RDGS: ['RIDGES'],
  RIV: ['RIVER', 'RVR', 'RIVR'],
  RD: ['ROAD'],
  RDS: ['ROADS'],
  RTE: ['ROUTE'],
  ROW: [],
  RUE: [],
  RUN: [],
  SHL: ['SHOAL'],
  SHLS: ['SHOALS'],
  SHR: ['SHOAR', 'SHORE'],
  SHRS: ['SHOARS', 'SHORES'],
  SKWY: ['SKYWAY'],
  SPG: ['SPNG', 'SPRING', 'SPRNG'],
  SPGS: ['SPNGS', 'SPRINGS', 'SPRNGS'],
  SPUR: ['SPURS'],
  SQ: ['SQR', 'SQRE', 'SQU', 'SQUARE'],
  SQS: ['SQRS', 'SQUARES'],
  STA: ['STATION', 'STATN', 'STN'],
  STRA: ['STRAV', 'STRAVEN', 'STRAVENUE', 'STRAVN', 'STRVN', 'STRVNUE'],
  STRM: ['STREAM', 'STREME'],
  ST: ['STREET', 'STRT', 'STR'],
  STS: ['STREETS'],
  SMT: ['SUMIT', 'SUMITT', 'SUMMIT'],
  TER: ['TERR', 'TERRACE'],
  TRWY: ['THROUGHWAY'],
  TRCE: ['TRACE', 'TRACES'],
  TRAK: ['TRACK', 'TRACKS', 'TRK', 'TRKS'],
  TRFY: ['TRAFFICWAY'],
  TRL: ['TRAIL', 'TRAILS', 'TRLS'],
  TRLR: ['TRAILER', 'TRLRS'],
  TUNL: ['TUNEL', 'TUNLS', 'TUNNEL', 'TUNNELS', 'TUNNL'],
  TPKE: ['TRNPK', 'TURNPIKE', 'TURNPK'],
  UPAS: ['UNDERPASS'],
  UN: ['UNION'],
  UNS: ['UNIONS'],
  VLY: ['VALLEY', 'VALLY', 'VLLY'],
  VLYS: ['VALLEYS'],
  VIA: ['VDCT', 'VIADCT', 'VIADUCT'],
  VW: ['VIEW'],
  VWS: ['VIEWS'],
  VLG: ['VILL', 'VILLAG', 'VILLAGE', 'VILLG', 'VILLIAGE'],
  VLGS: ['VILLAGES'],
  VL: ['VILLE'],
  VIS: ['VIST', 'VISTA', 'VST', 'VSTA'],
  WALK: ['WALKS'],
  WALL: [],
  WAY: ['WY'],
  WAYS: [],
  WL: ['WELL'],
  WLS: ['WELLS'],
};

/** USPS Publication 28, appendix C2: secondary unit designators; `needsNumber` false for FRONT, REAR and the like. */
const UNITS: Readonly<Record<string, { names: readonly string[]; needsNumber: boolean }>> = {
  APT: { names: ['APARTMENT'], needsNumber: true },
  BSMT: { names: ['BASEMENT'], needsNumber: false },
  BLDG: { names: ['BUILDING'], needsNumber: true },
  DEPT: { names: ['DEPARTMENT'], needsNumber: true },
  FL: { names: ['FLOOR'], needsNumber: true },
  FRNT: { names: ['FRONT'], needsNumber: false },
  HNGR: { names: ['HANGAR'], needsNumber: true },
  KEY: { names: [], needsNumber: true },
  LBBY: { names: ['LOBBY'], needsNumber: false },
  LOT: { names: [], needsNumber: true },
  LOWR: { names: ['LOWER'], needsNumber: false },
  OFC: { names: ['OFFICE'], needsNumber: false },
  PH: { names: ['PENTHOUSE'], needsNumber: false },
  PIER: { names: [], needsNumber: true },
  REAR: { names: [], needsNumber: false },
  RM: { names: ['ROOM'], needsNumber: true },
  SIDE: { names: [], needsNumber: false },
  SLIP: { names: [], needsNumber: true },
  SPC: { names: ['SPACE'], needsNumber: true },
  STOP: { names: [], needsNumber: true },
  STE: { names: ['SUITE'], needsNumber: true },
  TRLR: { names: ['TRAILER'], needsNumber: true },
  UNIT: { names: [], needsNumber: true },
  UPPR: { names: ['UPPER'], needsNumber: false },
  '#': { names: [], needsNumber: true },
};

const DIRECTIONALS: Readonly<Record<string, string>> = {
  N: 'N',
  NORTH: 'N',
  S: 'S',
  SOUTH: 'S',
  E: 'E',
  EAST: 'E',
  W: 'W',
  WEST: 'W',
  NE: 'NE',
  NORTHEAST: 'NE',
  NW: 'NW',
  NORTHWEST: 'NW',
  SE: 'SE',
  SOUTHEAST: 'SE',
  SW: 'SW',
  SOUTHWEST: 'SW',
};

function lookup<T>(table: Readonly<Record<string, T>>, names: (entry: T) => readonly string[]) {
  const found = new Map<string, string>();
  for (const [abbreviation, entry] of Object.entries(table)) {
    found.set(abbreviation, abbreviation);
    for (const name of names(entry)) found.set(name, abbreviation);
  }
  return found;
}

const SUFFIX_OF = lookup(SUFFIXES, (names) => names);
const UNIT_OF = lookup(UNITS, (unit) => unit.names);

/** A street line in its USPS parts; absent parts are undefined. Text is upper case, abbreviated. */
export interface StreetAddress {
  houseNumber: string;
  predirectional?: string;
  streetName: string;
  suffix?: string;
  postdirectional?: string;
  secondaryUnit?: string;
  secondaryNumber?: string;
  /** The standardised line, e.g. '1600 PENNSYLVANIA AVE NW STE 200'. */
  line: string;
}

export type StreetAddressResult =
  | { ok: true; address: StreetAddress }
  | { ok: false; reason: 'poBox' | 'noHouseNumber' | 'noStreetName' };

/** A USPS suffix abbreviation for a suffix as typed ('Avenue', 'AV', 'ave.' -> 'AVE'), or undefined. */
export const uspsSuffix = (word: string) => SUFFIX_OF.get(word.toUpperCase().replaceAll('.', ''));

/** A USPS secondary unit designator for a unit as typed ('Suite' -> 'STE'), or undefined. */
export const uspsUnit = (word: string) => UNIT_OF.get(word.toUpperCase().replaceAll('.', ''));

// PO Box, P.O. Box, P O Box, PO Drawer, Post Office Box, Postal Box, and 'POB 12', 'PO 12', 'Box 12'. A
// street named after a post office ('12 Old Post Office Rd') or a box elder ('5 Box Elder Ln') is not one.
const PO_BOXES = [
  /\bP\s*O\s*(?:BOX|DRAWER|DRWR)\b/,
  /\bPOST\s*OFFICE\s*(?:BOX|DRAWER)\b/,
  /\bPOSTAL\s*(?:BOX|DRAWER)\b/,
  /\b(?:POB|BOX|P\s*O)\s*#?\s*\d/,
];

function normalise(text: string): string {
  return text
    .toUpperCase()
    .replaceAll('.', '')
    .replace(/[,;]/g, ' ')
    .replace(/#\s*/g, ' # ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the line is a post-office box ('PO Box 12', 'P.O. Box', 'Post Office Box 3', 'Box 7'). */
export function isPoBox(text: string): boolean {
  const line = normalise(text).replaceAll(' # ', ' #');
  return PO_BOXES.some((pattern) => pattern.test(line));
}

const HOUSE_NUMBER = /^\d+(?:-\d+)?[A-Z]?$/;
const FRACTION = /^\d\/\d$/;

/** Reads a street line; `ok: false` says why it is not a street address. */
export function parseStreetAddress(text: string): StreetAddressResult {
  if (isPoBox(text)) return { ok: false, reason: 'poBox' };
  const tokens = normalise(text).split(' ').filter(Boolean);
  const first = tokens[0];
  if (first === undefined || !HOUSE_NUMBER.test(first)) return { ok: false, reason: 'noHouseNumber' };
  let houseNumber = first;
  let rest = tokens.slice(1);
  if (rest[0] !== undefined && FRACTION.test(rest[0])) {
    houseNumber = `${houseNumber} ${rest[0]}`;
    rest = rest.slice(1);
  }

  const { street, secondaryUnit, secondaryNumber } = splitSecondary(rest);
  const parts: Omit<StreetAddress, 'line'> = { houseNumber, streetName: '' };
  const last = () => street[street.length - 1] ?? '';
  if (street.length > 1 && DIRECTIONALS[last()]) parts.postdirectional = DIRECTIONALS[street.pop() ?? ''];
  if (street.length > 1 && SUFFIX_OF.has(last())) parts.suffix = SUFFIX_OF.get(street.pop() ?? '');
  if (street.length > 1 && DIRECTIONALS[street[0] ?? ''])
    parts.predirectional = DIRECTIONALS[street.shift() ?? ''];
  parts.streetName = street.join(' ');
  if (!/[A-Z]/.test(parts.streetName)) return { ok: false, reason: 'noStreetName' };
  if (secondaryUnit) parts.secondaryUnit = secondaryUnit;
  if (secondaryNumber) parts.secondaryNumber = secondaryNumber;
  const line = [
    parts.houseNumber,
    parts.predirectional,
    parts.streetName,
    parts.suffix,
    parts.postdirectional,
    parts.secondaryUnit,
    parts.secondaryNumber,
  ]
    .filter(Boolean)
    .join(' ');
  return { ok: true, address: { ...parts, line } };
}

/**
 * The secondary unit at the end of the street tokens ('STE 200', '# 4', 'APT # 5', 'REAR'), leaving at least
 * one token for the street itself.
 */
function splitSecondary(tokens: string[]): {
  street: string[];
  secondaryUnit?: string;
  secondaryNumber?: string;
} {
  for (let i = tokens.length - 1; i >= 1; i--) {
    const unit = UNIT_OF.get(tokens[i] ?? '');
    if (!unit) continue;
    // 'APT # 5': the designator is the word before the '#'.
    if (unit === '#' && i > 1 && UNIT_OF.has(tokens[i - 1] ?? '')) continue;
    const after = tokens.slice(i + 1).filter((token) => token !== '#');
    const needsNumber = UNITS[unit]?.needsNumber ?? true;
    if (after.length === 1 && needsNumber) {
      return { street: tokens.slice(0, i), secondaryUnit: unit, secondaryNumber: after[0] };
    }
    if (after.length === 0 && !needsNumber) return { street: tokens.slice(0, i), secondaryUnit: unit };
    if (after.length === 1 && !needsNumber && /\d/.test(after[0] ?? '')) {
      return { street: tokens.slice(0, i), secondaryUnit: unit, secondaryNumber: after[0] };
    }
  }
  return { street: tokens };
}
