import { createOpenApiHttp } from 'openapi-msw';
import { BUY_NOW_LIMIT_CENTS, bucketOf, PRICE_BUCKETS } from '../../../src/shared/listing-rules.ts';
import { isTollFree, PhoneNumber } from '../../../src/shared/phone-number.ts';
import { countSearchCriteria } from '../../../src/shared/search-rules.ts';
import type { Profile } from '../../src/api/profile.ts';
import type { components, paths } from '../../src/api/schema.d.ts';
import { adminProfile, guestProfile } from '../fixtures/profiles.ts';
import type { SearchNumber, SearchResult, StateNpa } from '../fixtures/search.ts';
import { STATE_NPA } from '../fixtures/search.ts';

/** MSW's http, typed by the server's OpenAPI document. */
export const http = createOpenApiHttp<paths>();

type Schemas = components['schemas'];
export type MfaMethodOption = Schemas['MfaMethodOption'];
export type MfaMethod = Schemas['MfaMethod'];
export type ApiToken = Schemas['ApiToken'];
export type AccountUser = Schemas['AccountUser'];

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
  accountUsers: [] as AccountUser[],
  /** Password-reset (and invitation) links: token -> the email of their user. */
  recoveries: new Map<string, string>(),
  /** One-time sign-in links: token -> the email of their user. */
  loginLinks: new Map<string, string>(),
  /** The numbers GET /api/tnSearch finds, filtered and shaped by the server's rules (fakeSearch). */
  inventory: [] as SearchNumber[],
  /** GET /api/state-npa's directory. */
  stateNpa: [...STATE_NPA] as StateNpa[],
  /** Notify-me searches saved, as '{email}|{type}|{npa}|{state}|{search}|{country}' keys. */
  savedSearches: new Set<string>(),
  /** What the fake received, in order, for tests that check a request. */
  calls: [] as Call[],
};

/** The bodies the fake received for one operation (its operationId). */
export function callsTo(operation: string): unknown[] {
  return backend.calls.filter((call) => call.operation === operation).map((call) => call.body);
}

let nextId = 100;

export function resetBackend(): void {
  backend.profile = guestProfile();
  backend.users = new Map([['ada@example.com', adminProfile()]]);
  backend.loginMfa = new Map();
  backend.recentSignIn = true;
  backend.mfaMethods = [];
  backend.apiTokens = [];
  backend.accountUsers = [];
  backend.recoveries = new Map();
  backend.loginLinks = new Map();
  backend.inventory = [];
  backend.stateNpa = [...STATE_NPA];
  backend.savedSearches = new Set();
  backend.calls = [];
  nextId = 100;
}

/** The query strings GET /api/tnSearch received, in order. */
export function searchCalls(): URLSearchParams[] {
  return callsTo('searchNumbers') as URLSearchParams[];
}

const notSignedIn = {
  name: 'NotAuthenticated',
  code: 'auth.required',
  message: 'You must be signed in to do this.',
};
const recentSignInRequired = {
  name: 'ForbiddenError',
  code: 'auth.recent_sign_in_required',
  message: 'Please confirm your password to make this change.',
};

function mask(type: MfaMethod['type'], data: string): string {
  if (type === 'email') return data.replace(/^(.)[^@]*/, '$1****');
  if (type === 'sms') return `***-***-${data.replace(/\D/g, '').slice(-4)}`;
  return data || 'Authenticator app';
}

function page<T>(rows: readonly T[], query: { get(name: string): string | null }) {
  const skip = Number(query.get('$skip') ?? 0);
  const limit = Number(query.get('$limit') ?? 100);
  return { data: rows.slice(skip, skip + limit), total: rows.length, skip, limit };
}

const adminCount = () => backend.accountUsers.filter((user) => user.role === 'admin').length;

// The search rules of src/modules/catalog (search-criteria.ts, search-numbers.ts), enough for the page's tests.
const isOn = (query: URLSearchParams, key: string) => ['true', '1'].includes(query.get(key) ?? '');

function exactNumber(query: URLSearchParams): string | null {
  const candidates = [query.get('fqtnSearch') ?? ''];
  const search = (query.get('search') ?? '').replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(search)) candidates.push(search);
  const npa = query.get('npa') ?? '';
  if (/^\d{7}$/.test(search) && /^\d{3}$/.test(npa)) candidates.push(npa + search);
  for (const candidate of candidates) {
    const parsed = candidate ? PhoneNumber.tryParse(candidate) : null;
    if (parsed) return parsed.e164;
  }
  return null;
}

function matchesSearch(number: SearchNumber, query: URLSearchParams): boolean {
  const type = query.get('type') ?? 'local';
  const kind = !number.tn.startsWith('+1') ? 'global' : isTollFree(number.tn) ? 'tollfree' : 'local';
  if (kind !== type) return false;
  const npa = query.get('npa');
  if (npa && npa !== '8**' && number.tn.slice(2, 5) !== npa) return false;
  const state = query.get('state');
  if (state && number.state !== state) return false;
  const search = query.get('search')?.trim() ?? '';
  if (/[A-Za-z]/.test(search) && !number.spelling?.toUpperCase().includes(search.toUpperCase())) return false;
  if (/^\d+$/.test(search) && !number.tn.includes(search)) return false;
  if (isOn(query, 'saleOnly') && number.price <= 0) return false;
  if (isOn(query, 'licenseOnly') && number.licenseNrc === null && number.licenseMrc === null) return false;
  if (isOn(query, 'isOnSale') && !number.isOnSale) return false;
  if (isOn(query, 'getItNow') && number.humanAvailability !== 'Within 2 hours') return false;
  const within = (key: string, value: string | null | undefined) => {
    const wanted = query.getAll(key);
    return wanted.length === 0 || (value !== null && value !== undefined && wanted.includes(value));
  };
  return (
    within('city', number.city) &&
    within('price', bucketOf(number.price)?.key) &&
    within('vendor', number.vendor)
  );
}

function facets(values: (string | null | undefined)[]) {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** GET /api/tnSearch over backend.inventory: exact number, noCriteria, paged ("more") or sectioned. */
export function fakeSearch(query: URLSearchParams, isEmployee: boolean): SearchResult {
  const limit = Number(query.get('$limit') ?? 48);
  const skip = Number(query.get('$skip') ?? 0);
  const view = (number: SearchNumber): SearchNumber => {
    if (isEmployee) return number;
    const { vendor: _vendor, cost: _cost, ...shown } = number;
    return shown;
  };
  const answer = (style: SearchResult['style'], data: SearchNumber[], total = data.length) => ({
    style,
    data: data.map(view),
    total,
    limit,
    skip,
    refineHint: null,
  });
  const exact = exactNumber(query);
  if (exact)
    return answer(
      'fqtn',
      backend.inventory.filter((number) => number.tn === exact),
    );
  const empty = { city: [], categories: [], patterns: [], vendors: [], prices: [] };
  if (countSearchCriteria(query) < 2 && !query.get('spellingLength')) {
    return {
      ...answer('noCriteria', []),
      filterData: { ...empty, buyNowLimit: BUY_NOW_LIMIT_CENTS, noCriteria: true },
    };
  }
  const found = backend.inventory.filter((number) => matchesSearch(number, query));
  const filterData = {
    ...empty,
    city: facets(found.map((number) => number.city)),
    vendors: isEmployee ? facets(found.map((number) => number.vendor)) : [],
    prices: PRICE_BUCKETS.map((bucket) => ({
      value: bucket.key,
      label: bucket.label,
      count: found.filter((number) => bucketOf(number.price)?.key === bucket.key).length,
    })).filter((facet) => facet.count > 0),
    buyNowLimit: BUY_NOW_LIMIT_CENTS,
    noCriteria: false,
  };
  if (isOn(query, 'moreResults')) {
    const sort = query.get('sort') ?? 'price+';
    const sorted = [...found].sort((a, b) =>
      sort === 'tn' ? a.tn.localeCompare(b.tn) : sort === 'price-' ? b.price - a.price : a.price - b.price,
    );
    return { ...answer('more', sorted.slice(skip, skip + limit), sorted.length), filterData };
  }
  // Sections in the order their numbers come; the first holds up to 4, the others 8.
  const sections = new Map<string, SearchNumber[]>();
  for (const number of found) {
    const name = number.sectionName ?? 'For Sale Under $100';
    const section = sections.get(name) ?? [];
    sections.set(name, section);
    const cap = sections.keys().next().value === name ? 4 : 8;
    if (section.length < cap) section.push({ ...number, sectionName: name });
  }
  return { ...answer('regular', [...sections.values()].flat()), filterData };
}

export const handlers = [
  http.get('/api/profile', ({ response }) => response(200).json(backend.profile)),

  http.post('/api/session', async ({ request, query, response }) => {
    const body = await request.json();
    if (query.get('switchAccount') === 'true') {
      backend.calls.push({ operation: 'switchAccount', body });
      if (!('accountId' in body))
        return response(400).json({ name: 'BadRequest', code: 'x', message: 'Bad' });
      if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
      const target = backend.profile.accounts.find((account) => account.accountId === body.accountId);
      if (!target) {
        return response(403).json({
          name: 'ForbiddenError',
          code: 'accounts.not_a_member',
          message: 'You do not have access to that account.',
        });
      }
      backend.profile = {
        ...backend.profile,
        accountId: target.accountId,
        role: target.role,
        accounts: backend.profile.accounts.map((a) => ({
          ...a,
          currentAccount: a.accountId === target.accountId,
        })),
      };
      return response(200).json({ result: 'success', isMfaRequired: false, accountId: target.accountId });
    }

    backend.calls.push({ operation: 'login', body });
    if (!('email' in body)) return response(400).json({ name: 'BadRequest', code: 'x', message: 'Bad' });
    const { email, password, mfaMethodId, mfaCode } = body;
    const user = backend.users.get(email);
    if (!user || password !== TEST_PASSWORD) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.invalid_credentials',
        message: 'Invalid email or password.',
      });
    }
    const signIn = () => {
      backend.profile = user;
      backend.recentSignIn = true;
      return response(200).json({
        result: 'success',
        postLoginUrl: user.role === 'admin' ? '/account/numbers' : '/account/profile',
        isMfaRequired: false,
        expireDate: '2030-01-01T00:00:00.000Z',
      });
    };
    // The server's rules (log-in.ts): a single method is used at once; every step resends the credentials.
    const methods = backend.loginMfa.get(email) ?? [];
    if (methods.length === 0) return signIn();
    const mfa = { isMfaRequired: true, mfaMethods: methods };
    if (mfaMethodId !== undefined && !methods.some((m) => m.mfaMethodId === mfaMethodId)) {
      return response(200).json({
        ...mfa,
        result: 'mfaRequired',
        mfaError: 'You must select an MFA method to continue.',
      });
    }
    const chosen =
      methods.find((m) => m.mfaMethodId === mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
    if (!chosen) return response(200).json({ ...mfa, result: 'mfaRequired' });
    if (mfaCode) {
      if (mfaCode === TEST_MFA_CODE) return signIn();
      return response(200).json({
        ...mfa,
        result: 'mfaSent',
        mfaMethod: chosen,
        mfaError: WRONG_CODE_MESSAGE,
      });
    }
    return response(200).json({ ...mfa, result: 'mfaSent', mfaMethod: chosen });
  }),

  http.get('/api/session/{token}', ({ params, response }) => {
    const email = backend.loginLinks.get(params.token);
    const user = email ? backend.users.get(email) : undefined;
    if (!user) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.login_link_invalid',
        message: 'This sign-in link is no longer valid. Please log in.',
      });
    }
    backend.loginLinks.delete(params.token);
    backend.profile = user;
    return response(200).json({
      result: 'success',
      isMfaRequired: false,
      postLoginUrl: user.role === 'admin' ? '/account/numbers' : '/account/profile',
    });
  }),

  http.delete('/api/session/{token}', ({ response }) => {
    backend.profile = guestProfile({ brand: backend.profile.brand, brandingId: backend.profile.brandingId });
    return response(204).empty();
  }),

  http.post('/api/session/reauthenticate', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'reauthenticate', body });
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    if (body.password !== TEST_PASSWORD) {
      return response(400).json({
        name: 'BadRequest',
        code: 'accounts.invalid_password',
        message: 'The password is not correct.',
        errors: { password: 'The password is not correct.' },
      });
    }
    backend.recentSignIn = true;
    return response(200).json({ authenticatedAt: '2030-01-01T00:00:00.000Z' });
  }),

  http.post('/api/recover-password', async ({ request, response }) => {
    backend.calls.push({ operation: 'requestPasswordRecovery', body: await request.json() });
    return response(202).json({ message: RECOVERY_REQUESTED_MESSAGE });
  }),

  http.get('/api/recover-password/{token}', ({ params, response }) => {
    const email = backend.recoveries.get(params.token);
    if (!email) return response(200).json({ isValid: false, token: params.token, mfaMethods: [] });
    return response(200).json({
      isValid: true,
      token: params.token,
      mfaMethods: backend.loginMfa.get(email) ?? [],
    });
  }),

  http.post('/api/initiateMfa', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'initiateMfa', body });
    const email = backend.recoveries.get(body.token);
    if (!email) {
      return response(404).json({
        name: 'NotFoundError',
        code: 'accounts.recovery_invalid',
        message: 'Gone.',
      });
    }
    const method = (backend.loginMfa.get(email) ?? []).find((m) => m.mfaMethodId === body.mfaMethodId);
    if (!method) {
      return response(404).json({
        name: 'NotFoundError',
        code: 'accounts.mfa_method_not_found',
        message: 'No such MFA method.',
      });
    }
    return response(200).json({ mfaMethod: method });
  }),

  http.patch('/api/recover-password/{token}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'resetPassword', body });
    const email = backend.recoveries.get(params.token);
    if (!email) {
      return response(410).json({
        name: 'GoneError',
        code: 'accounts.recovery_invalid',
        message: 'This password reset link is no longer valid. Please request a new one.',
      });
    }
    const invalid = (field: string, message: string) =>
      response(400).json({
        name: 'ValidationError',
        code: 'accounts.recovery_rejected',
        message,
        errors: { [field]: message },
      });
    if (body.username.trim().toLowerCase() !== email) {
      return invalid('username', 'That email does not match this reset link.');
    }
    if ((backend.loginMfa.get(email) ?? []).length > 0 && body.mfaCode !== TEST_MFA_CODE) {
      return invalid('mfaCode', WRONG_CODE_MESSAGE);
    }
    backend.recoveries.delete(params.token);
    return response(200).json({ success: true });
  }),

  http.patch('/api/profile', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateProfile', body });
    const current = backend.profile;
    if (!current.isLoggedIn || !current.userInfo) return response(401).json(notSignedIn);
    if ((body.email !== undefined || body.newPassword !== undefined) && !backend.recentSignIn) {
      return response(403).json(recentSignInRequired);
    }
    const { firstName, lastName, email, newPassword: _password, ...address } = body;
    if (Object.keys(address).length > 0 && current.role !== 'admin') {
      return response(403).json({
        name: 'ForbiddenError',
        code: 'accounts.admin_only',
        message: 'Only an account admin can change the account’s address.',
      });
    }
    backend.profile = {
      ...current,
      userInfo: {
        ...current.userInfo,
        ...(firstName === undefined ? {} : { firstName }),
        ...(lastName === undefined ? {} : { lastName }),
        ...(email === undefined ? {} : { email }),
      },
      accountInfo: current.accountInfo && { ...current.accountInfo, ...address },
    };
    return response(200).json(backend.profile);
  }),

  http.get('/api/profile/mfa-methods', ({ response }) => response(200).json({ data: backend.mfaMethods })),

  http.post('/api/profile/mfa-methods', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'addMfaMethod', body });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    const data = mask(body.type, body.data ?? '');
    // Like the server: one email or number once; authenticator apps may repeat.
    if (body.type !== 'totp' && backend.mfaMethods.some((m) => m.type === body.type && m.data === data)) {
      return response(409).json({
        name: 'ConflictError',
        code: 'accounts.mfa_exists',
        message: 'You already have that MFA method.',
      });
    }
    const method: MfaMethod = {
      mfaMethodId: nextId++,
      type: body.type,
      data,
      verified: false,
      createDate: '2030-01-01T00:00:00.000Z',
    };
    backend.mfaMethods = [...backend.mfaMethods, method];
    const totp =
      body.type === 'totp'
        ? {
            secret: TEST_TOTP_SECRET,
            otpauthUrl: `otpauth://totp/Numberyard?secret=${TEST_TOTP_SECRET}`,
            qrCodeDataUrl: TEST_QR_CODE,
          }
        : undefined;
    return response(201).json(totp ? { mfaMethod: method, totp } : { mfaMethod: method });
  }),

  http.post('/api/profile/mfa-methods/{id}/verify', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'verifyMfaMethod', body });
    const method = backend.mfaMethods.find((m) => m.mfaMethodId === Number(params.id));
    if (!method)
      return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such MFA method.' });
    if (body.code !== TEST_MFA_CODE) {
      return response(400).json({
        name: 'ValidationError',
        code: 'accounts.mfa_code',
        message: WRONG_CODE_MESSAGE,
        errors: { code: WRONG_CODE_MESSAGE },
      });
    }
    const verified = { ...method, verified: true };
    backend.mfaMethods = backend.mfaMethods.map((m) => (m.mfaMethodId === method.mfaMethodId ? verified : m));
    return response(200).json(verified);
  }),

  http.delete('/api/profile/mfa-methods/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeMfaMethod', body: Number(params.id) });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    backend.mfaMethods = backend.mfaMethods.filter((m) => m.mfaMethodId !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/apiTokens', ({ query, response }) => response(200).json(page(backend.apiTokens, query))),

  http.post('/api/apiTokens', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createApiToken', body });
    const id = nextId++;
    const token = `nyd_${id}_s3cretTokenValueX9Qe`;
    const created: ApiToken = {
      id,
      name: body.name.trim(),
      createDate: new Date().toISOString(),
      last4: token.slice(-4),
      lastUsedAt: null,
    };
    backend.apiTokens = [...backend.apiTokens, created];
    return response(201).json({ ...created, token });
  }),

  http.patch('/api/apiTokens/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'renameApiToken', body });
    const token = backend.apiTokens.find((t) => t.id === Number(params.id));
    if (!token)
      return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such API token.' });
    const renamed = { ...token, name: body.name.trim() };
    backend.apiTokens = backend.apiTokens.map((t) => (t.id === token.id ? renamed : t));
    return response(200).json(renamed);
  }),

  http.delete('/api/apiTokens/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteApiToken', body: Number(params.id) });
    backend.apiTokens = backend.apiTokens.filter((t) => t.id !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/account-users', ({ query, response }) =>
    response(200).json(page(backend.accountUsers, query)),
  ),

  http.post('/api/account-users', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'inviteAccountUser', body });
    if (backend.accountUsers.some((user) => user.email === body.email.toLowerCase())) {
      return response(409).json({
        name: 'ConflictError',
        code: 'accounts.already_member',
        message: 'That person already uses this account.',
        errors: { email: 'That person already uses this account.' },
      });
    }
    const invited: AccountUser = {
      userId: nextId++,
      email: body.email.toLowerCase(),
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      nickname: '',
      isCurrentUser: false,
    };
    backend.accountUsers = [...backend.accountUsers, invited];
    return response(201).json(invited);
  }),

  http.patch('/api/account-users/{userId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateAccountUser', body });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && body.role === 'user' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    const updated = { ...user, ...body };
    backend.accountUsers = backend.accountUsers.map((u) => (u.userId === user.userId ? updated : u));
    return response(200).json(updated);
  }),

  http.delete('/api/account-users/{userId}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeAccountUser', body: Number(params.userId) });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    backend.accountUsers = backend.accountUsers.filter((u) => u.userId !== user.userId);
    return response(204).empty();
  }),
  http.get('/api/tnSearch', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    backend.calls.push({ operation: 'searchNumbers', body: query });
    if (query.getAll('vendor').length > 0 && !backend.profile.isEmployee) {
      return response(403).json({
        name: 'ForbiddenError',
        code: 'catalog.vendor_filter',
        message: 'Only employees can filter by vendor.',
      });
    }
    return response(200).json(fakeSearch(query, Boolean(backend.profile.isEmployee)));
  }),

  http.get('/api/state-npa', ({ response }) => response(200).json({ data: backend.stateNpa })),

  http.post('/api/savedSearches', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createSavedSearch', body });
    const { search } = body;
    if (!search.npa && !search.state && !search.search && !search.country) {
      const message = 'Choose an area code, a state, words or a country to be notified about.';
      return response(400).json({
        name: 'ValidationError',
        code: 'catalog.saved_search_empty',
        message,
        errors: { search: message },
      });
    }
    const stored = {
      type: search.type,
      npa: search.npa ?? null,
      state: search.state ?? null,
      search: search.search ?? null,
      country: search.country ?? null,
    };
    const key = [body.email.toLowerCase(), ...Object.values(stored)].map((part) => part ?? '').join('|');
    if (backend.savedSearches.has(key)) {
      return response(409).json({
        name: 'ConflictError',
        code: 'catalog.saved_search_exists',
        message: 'You will already be notified about this search.',
      });
    }
    backend.savedSearches.add(key);
    return response(201).json({
      id: nextId++,
      email: body.email,
      search: stored,
      frequency: 'once',
      createDate: '2030-01-01T00:00:00.000Z',
    });
  }),
];
