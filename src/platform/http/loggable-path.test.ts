import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.ts';

describe('the logged request path', () => {
  it('masks uuid segments, which open guest baskets, and keeps the rest', () => {
    expect(loggablePath('/api/baskets/6F1C2C8E-3c5a-4d4e-9f55-2b1f0c7e9a10')).toBe('/api/baskets/[uuid]');
    expect(loggablePath('/api/baskets/items/41')).toBe('/api/baskets/items/41');
    expect(loggablePath('/api/x/6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10/y')).toBe('/api/x/[uuid]/y');
  });
});

describe('the logged request path of one-time links', () => {
  it('masks sign-in and recovery tokens, in the API and in page paths', () => {
    expect(loggablePath('/api/session/abc.DEF_123')).toBe('/api/session/[token]');
    expect(loggablePath('/api/recover-password/abc.DEF_123')).toBe('/api/recover-password/[token]');
    expect(loggablePath('/session/abc.DEF_123')).toBe('/session/[token]');
    expect(loggablePath('/recover/abc.DEF_123')).toBe('/recover/[token]');
    expect(loggablePath('/recover')).toBe('/recover');
  });
});

describe('the logged request path of invitation links', () => {
  it('masks the invitation token, in the API and in the page path', () => {
    expect(loggablePath('/api/invitation-links/abc.DEF_123')).toBe('/api/invitation-links/[token]');
    expect(loggablePath('/invitation/abc.DEF_123')).toBe('/invitation/[token]');
  });
});
