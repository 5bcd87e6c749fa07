import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type AccountMenuViewer, accountHomePage } from '../../../src/shared/account-menu.ts';
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

/** Employees and admin users (staff flags, not the account role). */
export function isStaff(profile: Profile): boolean {
  return Boolean(profile.isEmployee || profile.adminUser);
}

/** The profile as the account menu rule (src/shared/account-menu.ts) sees it. */
export function menuViewerOf(profile: Profile): AccountMenuViewer {
  return {
    role: profile.role,
    brandingId: profile.brandingId,
    isEmployee: profile.isEmployee,
    adminUser: Boolean(profile.adminUser),
    sellersAdmin: profile.accountInfo?.sellersAdmin === 'Y',
  };
}

/** Where 'My Account' and /account lead: the first page of the viewer's menu (numbers for admins, the profile for everyone else). */
export function accountHomePath(profile: Profile): string {
  return accountHomePage(menuViewerOf(profile));
}

/**
 * After the session changed (login, logout, or lost): drops everything cached for the previous user
 * and waits for the new profile.
 */
export async function reloadProfile(queryClient: QueryClient): Promise<Profile> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
  return queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
}
