import { createOpenApiHttp } from 'openapi-msw';
import type { Profile } from '../../src/api/profile.ts';
import type { components, paths } from '../../src/api/schema.d.ts';
import { adminProfile, guestProfile } from '../fixtures/profiles.ts';
import type { SearchNumber, SearchResult, StateNpa } from '../fixtures/search.ts';
import { noCriteriaAnswer, STATE_NPA, sectionsAnswer } from '../fixtures/search.ts';

/** MSW's http, typed by the server's OpenAPI document. */
export const http = createOpenApiHttp<paths>();

type Schemas = components['schemas'];
export type MfaMethodOption = Schemas['MfaMethodOption'];
export type MfaMethod = Schemas['MfaMethod'];
export type ApiToken = Schemas['ApiToken'];
export type AccountUser = Schemas['AccountUser'];
export type SignedInSession = Schemas['SignedInSession'];
export type AccountInvitation = Schemas['AccountInvitation'];
export type ReceivedInvitation = Schemas['ReceivedInvitation'];
export type InvitationLink = Schemas['InvitationLink'];
export type Basket = Schemas['Basket'];
export type BasketItem = Schemas['BasketItem'];
export type SavedSearchAlert = Schemas['SavedSearchAlert'];
export type Theme = Schemas['Theme'];
export type BrokerApplication = Schemas['BrokerApplication'];
export type CheckoutResult = Schemas['CheckoutResult'];
export type FraudReview = Schemas['FraudReview'];

/** A password that the fake session endpoint accepts for every known email. */
export const TEST_PASSWORD = 'secret-123';
/** The one verification code the fake accepts, whatever the method. */
export const TEST_MFA_CODE = '123456';
export const WRONG_CODE_MESSAGE = 'The verification code is not correct.';
export const RECOVERY_REQUESTED_MESSAGE =
  'If an account uses that email, we have sent it a link to reset the password. The link works once, for one hour.';
export const LAST_ADMIN_MESSAGE = 'An account needs at least one admin: make someone else admin first.';
/** A tiny valid PNG, standing in for the server's QR code. */
export const TEST_QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

interface Call {
  operation: string;
  body?: unknown;
}

/** The fake server's state: who is signed in, who could sign in, and their data. Reset before each test. */
/** A basket as the fake keeps it. */
export interface FakeBasket {
  items: BasketItem[];
  data?: Basket['data'];
  charges?: Basket['charges'];
}

export const backend = {
  profile: guestProfile(),
  users: new Map<string, Profile>(),
  /** Verified MFA methods by email: login and recovery ask for one of them. */
  loginMfa: new Map<string, MfaMethodOption[]>(),
  /** Whether the session's last sign-in is recent enough for email, password and MFA changes. */
  recentSignIn: true,
  /** The signed-in user's MFA methods, as the profile screen lists them. */
  mfaMethods: [] as MfaMethod[],
  apiTokens: [] as ApiToken[],
  /** The signed-in user's browsers, as GET /api/sessions lists them. */
  sessions: [] as SignedInSession[],
  accountUsers: [] as AccountUser[],
  /** The account's invitations nobody accepted yet, as the admin's Users screen lists them. */
  accountInvitations: [] as AccountInvitation[],
  /** Invitations waiting for the signed-in user. */
  myInvitations: [] as ReceivedInvitation[],
  /** Mailed invitation links: token -> what the link offers. */
  invitationLinks: new Map<string, InvitationLink>(),
  /** Password-reset (and invitation) links: token -> the email of their user. */
  recoveries: new Map<string, string>(),
  /** One-time sign-in links: token -> the email of their user. */
  loginLinks: new Map<string, string>(),
  /** The numbers listed for sale or licence: adding one to a basket or asking an agent about it finds it here. */
  inventory: [] as SearchNumber[],
  /**
   * GET /api/tnSearch's answer, set by each test that searches (the search rules are the server's, tested
   * there); by default the answer to a search without criteria.
   */
  searchAnswer: (() => noCriteriaAnswer()) as (query: URLSearchParams) => SearchResult,
  /** GET /api/state-npa's directory. */
  stateNpa: [...STATE_NPA] as StateNpa[],
  /** Notify-me searches saved, as '{email}|{type}|{npa}|{state}|{search}|{country}' keys. */
  savedSearches: new Set<string>(),
  /** Saved searches by id, with the token of their unsubscribe link. */
  alerts: new Map<number, { token: string; view: SavedSearchAlert }>(),
  /**
   * Baskets by uuid; the profile's `basketUuid` names the visitor's. `charges` is the order summary a test
   * sets (else a simple one from the items); `data` what PATCH /api/baskets/{uuid} saved.
   */
  baskets: new Map<string, FakeBasket>(),
  /** Numbers another basket holds or that were sold: adding them answers 410. */
  goneTns: new Set<string>(),
  /** Prices the server gives an item, by number, mode and plan (`priceInBasket`). */
  basketPrices: new Map<string, Partial<BasketItem>>(),
  /** GET /api/admin/themes' themes, in start-date order, each with its patterns. */
  themes: [] as Theme[],
  brokerApplications: [] as BrokerApplication[],
  /** What the fake received, in order, for tests that check a request. */
  calls: [] as Call[],
};

/** The bodies the fake received for one operation (its operationId). */
export function callsTo(operation: string): unknown[] {
  return backend.calls.filter((call) => call.operation === operation).map((call) => call.body);
}

let idCounter = 100;

/** A fresh id for something the fake backend creates. */
export const newId = () => idCounter++;

export function resetBackend(): void {
  backend.profile = guestProfile();
  backend.users = new Map([['ada@example.com', adminProfile()]]);
  backend.loginMfa = new Map();
  backend.recentSignIn = true;
  backend.mfaMethods = [];
  backend.apiTokens = [];
  backend.sessions = [];
  backend.accountUsers = [];
  backend.accountInvitations = [];
  backend.myInvitations = [];
  backend.invitationLinks = new Map();
  backend.recoveries = new Map();
  backend.loginLinks = new Map();
  backend.inventory = [];
  backend.searchAnswer = () => noCriteriaAnswer();
  backend.stateNpa = [...STATE_NPA];
  backend.savedSearches = new Set();
  backend.alerts = new Map();
  backend.baskets = new Map();
  backend.goneTns = new Set();
  backend.basketPrices = new Map();
  backend.themes = [];
  backend.brokerApplications = [];
  backend.calls = [];
  idCounter = 100;
}

/** Lists `numbers` and answers every search with them, in sections (a test's usual search answer). */
export function listNumbers(numbers: SearchNumber[], answer: Partial<SearchResult> = {}): void {
  backend.inventory = numbers;
  backend.searchAnswer = () => sectionsAnswer(numbers, answer);
}

export const basketPriceKey = (tn: string, mode: string, plan: number) => `${tn} ${mode} ${plan}`;

/** What the server prices `tn` at in the basket, added in `mode` on `plan` (or changed to that plan). */
export function priceInBasket(
  tn: string,
  mode: BasketItem['mode'],
  plan: number,
  prices: Pick<BasketItem, 'price' | 'nrc' | 'mrc' | 'planMrc'> | Pick<BasketItem, 'mrc' | 'planMrc'>,
): void {
  backend.basketPrices.set(basketPriceKey(tn, mode, plan), prices);
}

/** The query strings GET /api/tnSearch received, in order. */
export function searchCalls(): URLSearchParams[] {
  return callsTo('searchNumbers') as URLSearchParams[];
}

export const notSignedIn = {
  name: 'NotAuthenticated',
  code: 'auth.required',
  message: 'You must be signed in to do this.',
};
export const recentSignInRequired = {
  name: 'ForbiddenError',
  code: 'auth.recent_sign_in_required',
  message: 'Please confirm your password to make this change.',
};

export function mask(type: MfaMethod['type'], data: string): string {
  if (type === 'email') return data.replace(/^(.)[^@]*/, '$1****');
  if (type === 'sms') return `***-***-${data.replace(/\D/g, '').slice(-4)}`;
  return data || 'Authenticator app';
}

export function page<T>(rows: readonly T[], query: { get(name: string): string | null }) {
  const skip = Number(query.get('$skip') ?? 0);
  const limit = Number(query.get('$limit') ?? 100);
  return { data: rows.slice(skip, skip + limit), total: rows.length, skip, limit };
}

export const adminCount = () => backend.accountUsers.filter((user) => user.role === 'admin').length;
