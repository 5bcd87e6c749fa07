import { createOpenApiHttp } from 'openapi-msw';
import type { Profile } from '../../src/api/profile.ts';
import type { paths } from '../../src/api/schema.d.ts';
import { adminProfile, guestProfile } from '../fixtures/profiles.ts';

/** MSW's http, typed by the server's OpenAPI document. */
export const http = createOpenApiHttp<paths>();

/** A password that the fake session endpoint accepts for every known email. */
export const TEST_PASSWORD = 'secret-123';

/** The fake server's state: who is signed in, and who could sign in. Reset before each test. */
export const backend = {
  profile: guestProfile(),
  users: new Map<string, Profile>(),
};

export function resetBackend(): void {
  backend.profile = guestProfile();
  backend.users = new Map([['ada@example.com', adminProfile()]]);
}

export const handlers = [
  http.get('/api/profile', ({ response }) => response(200).json(backend.profile)),

  http.post('/api/session', async ({ request, response }) => {
    const { email, password } = await request.json();
    const user = backend.users.get(email);
    if (!user || password !== TEST_PASSWORD) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'auth.invalid_credentials',
        message: 'Invalid email or password.',
      });
    }
    backend.profile = user;
    return response(200).json({
      result: 'success',
      postLoginUrl: user.role === 'admin' ? '/account/numbers' : '/account/profile',
      isMfaRequired: false,
      expireDate: '2030-01-01T00:00:00.000Z',
    });
  }),

  http.delete('/api/session/{token}', ({ response }) => {
    backend.profile = guestProfile({ brand: backend.profile.brand, brandingId: backend.profile.brandingId });
    return response(204).empty();
  }),
];
