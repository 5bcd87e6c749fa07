import { type BrandingId, brandById } from './brands.ts';

export type PlanFeature =
  | 'parking'
  | 'port-out'
  | 'voice'
  | 'sms'
  | 'voicemail'
  | 'call-forwarding'
  | 'call-notification'
  | 'fax'
  | 'sip-trunk'
  | 'phone-system';

/** 'number' plans are billed monthly per number; 'fee' rows price a one-off service (porting, transfer). */
export type PlanType = 'number' | 'fee';

export interface Plan {
  readonly id: number;
  readonly brandingId: BrandingId;
  readonly name: string;
  readonly desc: string;
  /** Cents per month; for a 'fee' row, the one-time fee in cents. */
  readonly mrc: number;
  /** Minutes of use included each month. */
  readonly mouIncluded: number;
  /** Cents per minute beyond mouIncluded; 0 where the spec names no charge. */
  readonly mouCost: number;
  /** Most minutes a number may use in a month; null where the spec sets no cap. */
  readonly mouCap: number | null;
  readonly features: readonly PlanFeature[];
  /** Hidden from plan selection; only staff assign it (spec 1 section 5). */
  readonly adminOnly: boolean;
  readonly type: PlanType;
}

export const PORT_AWAY_PLAN_ID = 0;
export const PARK_PLAN_ID = 1;
export const LNP_PLAN_ID = 9998;
export const TRANSFER_PLAN_ID = 9999;

/** One-time fees in cents: porting a number in (lnp) and moving one to another account (transfer). */
export const FEES = Object.freeze({ lnp: 500, transfer: 300 });

export interface UserTypePricing {
  readonly admin: { readonly mrc: number };
  readonly user: { readonly mrc: number };
}

// Brand 1 sells numbers, not seats, so users are free. Brand 2 sells a phone system where the account owner
// (admin) occupies a seat like anyone else, so both types cost the spec's 495 a month.
export const USER_TYPES: Readonly<Record<BrandingId, UserTypePricing>> = Object.freeze({
  1: Object.freeze({ admin: { mrc: 0 }, user: { mrc: 0 } }),
  2: Object.freeze({ admin: { mrc: 495 }, user: { mrc: 495 } }),
});

const VOICE_AND_SMS: readonly PlanFeature[] = ['voice', 'sms'];

function definePlan(fields: Omit<Plan, 'mouCost' | 'mouCap' | 'adminOnly'> & Partial<Plan>): Plan {
  return Object.freeze({
    mouCost: 0,
    mouCap: null,
    adminOnly: false,
    ...fields,
    features: Object.freeze([...fields.features]),
  });
}

function feePlans(brandingId: BrandingId): Plan[] {
  const fee = { brandingId, mouIncluded: 0, mouCap: 0, features: [], adminOnly: true, type: 'fee' } as const;
  return [
    definePlan({
      ...fee,
      id: LNP_PLAN_ID,
      name: 'LNP',
      desc: 'Porting fee for bringing a number in',
      mrc: FEES.lnp,
    }),
    definePlan({
      ...fee,
      id: TRANSFER_PLAN_ID,
      name: 'Transfer',
      desc: 'Fee for moving a number to another account',
      mrc: FEES.transfer,
    }),
  ];
}

// Park and Port Away only hold a number (no service), so they carry no SMS; every plan that routes calls does.
export const PLANS: readonly Plan[] = Object.freeze([
  definePlan({
    id: PORT_AWAY_PLAN_ID,
    brandingId: 1,
    name: 'Port Away',
    desc: 'Held free of charge while the number ports to another carrier',
    mrc: 0,
    mouIncluded: 0,
    mouCap: 1000,
    features: ['port-out'],
    type: 'number',
  }),
  definePlan({
    id: PARK_PLAN_ID,
    brandingId: 1,
    name: 'Park',
    desc: 'Keep the number reserved without service',
    mrc: 200,
    mouIncluded: 0,
    mouCap: 1000,
    features: ['parking'],
    type: 'number',
  }),
  definePlan({
    id: 2,
    brandingId: 1,
    name: 'Notify',
    desc: 'Get an email or text for every call',
    mrc: 400,
    mouIncluded: 200,
    mouCost: 3,
    features: [...VOICE_AND_SMS, 'call-notification'],
    adminOnly: true,
    type: 'number',
  }),
  definePlan({
    id: 3,
    brandingId: 1,
    name: 'Forward',
    desc: 'Forward calls to any phone',
    mrc: 600,
    mouIncluded: 300,
    mouCost: 3,
    features: [...VOICE_AND_SMS, 'call-forwarding', 'voicemail'],
    type: 'number',
  }),
  definePlan({
    id: 4,
    brandingId: 1,
    name: 'Fax',
    desc: 'Receive faxes by email',
    mrc: 400,
    mouIncluded: 200,
    mouCost: 3,
    features: [...VOICE_AND_SMS, 'fax'],
    adminOnly: true,
    type: 'number',
  }),
  definePlan({
    id: 5,
    brandingId: 1,
    name: 'Trunk',
    desc: 'Route calls to your own PBX over SIP',
    mrc: 400,
    mouIncluded: 200,
    mouCost: 3,
    features: [...VOICE_AND_SMS, 'sip-trunk'],
    adminOnly: true,
    type: 'number',
  }),
  definePlan({
    id: 6,
    brandingId: 1,
    name: 'Unlimited',
    desc: 'Forwarding with voicemail and a large minute bundle',
    mrc: 1900,
    mouIncluded: 2500,
    mouCap: 4500,
    features: [...VOICE_AND_SMS, 'call-forwarding', 'voicemail'],
    type: 'number',
  }),
  definePlan({
    id: 11,
    brandingId: 1,
    name: 'Metered',
    desc: 'High-volume forwarding billed per extra minute',
    mrc: 1900,
    mouIncluded: 2000,
    mouCost: 3,
    mouCap: 25000,
    features: [...VOICE_AND_SMS, 'call-forwarding', 'voicemail'],
    adminOnly: true,
    type: 'number',
  }),
  ...feePlans(1),
  definePlan({
    id: PARK_PLAN_ID,
    brandingId: 2,
    name: 'Park',
    desc: 'Keep the number reserved without service',
    mrc: 200,
    mouIncluded: 0,
    mouCap: 1000,
    features: ['parking'],
    type: 'number',
  }),
  definePlan({
    id: 10,
    brandingId: 2,
    name: 'Phone Number',
    desc: 'A business line on the phone system with calling and texting',
    mrc: 495,
    mouIncluded: 10000,
    mouCap: 20000,
    features: [...VOICE_AND_SMS, 'voicemail', 'call-forwarding', 'phone-system'],
    type: 'number',
  }),
  ...feePlans(2),
]);

export function findPlan(brandingId: number, planId: number): Plan | undefined {
  return PLANS.find((candidate) => candidate.brandingId === brandingId && candidate.id === planId);
}

/** The brand's plans in id order; admin-only plans (and the fee rows) only when asked for. */
export function plansForBrand(brandingId: number, { includeAdminOnly = false } = {}): Plan[] {
  return PLANS.filter((candidate) => candidate.brandingId === brandingId)
    .filter((candidate) => includeAdminOnly || !candidate.adminOnly)
    .sort((a, b) => a.id - b.id);
}

/** Throws RangeError for an unknown brand. */
export function defaultPlanFor(brandingId: number): Plan {
  const { defaultPlan } = brandById(brandingId);
  const found = findPlan(brandingId, defaultPlan);
  if (!found) throw new RangeError(`Brand ${brandingId} has no default plan ${defaultPlan}`);
  return found;
}

export function planAllowsSms(plan: Plan): boolean {
  return plan.features.includes('sms');
}

/** Plans with call forwarding keep a forwarding destination: Forward, Unlimited, Metered, brand 2's Phone Number. */
export function planForwards(plan: Plan): boolean {
  return plan.features.includes('call-forwarding');
}

/** Throws RangeError for an unknown brand. */
export function userTypesFor(brandingId: number): UserTypePricing {
  const { brandingId: known } = brandById(brandingId);
  return USER_TYPES[known];
}
