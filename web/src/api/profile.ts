import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from './schema.d.ts';

export type Profile = components['schemas']['Profile'];
export type Brand = components['schemas']['Brand'];

export const profileQueryKey = ['profile'] as const;

/** Who is here (a guest too) and under which brand. The app root waits for it. */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  // The cast restores `paymentMethod`, which openapi-fetch's Readable<> drops while its schema type is plain `null`.
  queryFn: ({ signal }) => unwrap(api.GET('/api/profile', { signal })) as Promise<Profile>,
  staleTime: 60_000,
  // The app root shows its own screen when the profile cannot be loaded.
  meta: { skipGlobalErrorHandler: true },
});

/** The loaded profile; only for components under the app root, which renders once it is there. */
export function useProfile(): Profile {
  return useSuspenseQuery(profileQuery).data;
}

export function isAdmin(profile: Profile): boolean {
  return profile.role === 'admin';
}

/** Spec 1, account menu: the Users screen is for the admins of brand 2 accounts. */
export function canManageUsers(profile: Profile): boolean {
  return isAdmin(profile) && profile.brandingId === 2;
}

/** Employees and admin users (staff flags, not the account role). */
export function isStaff(profile: Profile): boolean {
  return Boolean(profile.isEmployee || profile.adminUser);
}

/** Where 'My Account' leads: the numbers screen for account admins, the profile for everyone else. */
export function accountHomePath(profile: Profile): string {
  return isAdmin(profile) ? '/account/numbers' : '/account/profile';
}

/**
 * After the session changed (login, logout, or lost): drops everything cached for the previous user
 * and waits for the new profile.
 */
export async function reloadProfile(queryClient: QueryClient): Promise<Profile> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
  return queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
}
