import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountHomePath, reloadProfile } from '../../api/profile.ts';
import { postLoginUrlFrom, safePostLoginUrl } from './post-login-url.ts';
import type { SessionResult } from './session-api.ts';

/**
 * After a session opened (login or a sign-in link): the previous visitor's cached data goes, the new profile
 * loads, and the visitor goes to post_login_url (or postLoginUrl) when it is a path on this site, else the
 * server's suggestion, else their account home (/account/numbers for admins, /account/profile otherwise).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (answer: SessionResult) => {
      const profile = await reloadProfile(queryClient);
      const destination =
        postLoginUrlFrom(searchParams) ?? safePostLoginUrl(answer.postLoginUrl) ?? accountHomePath(profile);
      await navigate(destination, { replace: true });
    },
    [queryClient, navigate, searchParams],
  );
}
