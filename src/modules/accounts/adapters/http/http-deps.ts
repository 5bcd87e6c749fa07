import type { Context } from 'hono';
import type { makeAcceptInvitation } from '../../app/accept-invitation.ts';
import type { makeAccountUsers } from '../../app/account-users.ts';
import type { makeApiTokens } from '../../app/api-tokens.ts';
import type { makeAuthenticateSession } from '../../app/authenticate-session.ts';
import type { makeCancelInvitation } from '../../app/cancel-invitation.ts';
import type { makeGetProfile } from '../../app/get-profile.ts';
import type { makeLookUpInvitationLink } from '../../app/invitation-link.ts';
import type { makeInviteAccountUser } from '../../app/invite-account-user.ts';
import type { makeListAccountInvitations } from '../../app/list-account-invitations.ts';
import type { makeLogIn } from '../../app/log-in.ts';
import type { makeLogOut } from '../../app/log-out.ts';
import type { makeLoginTokens } from '../../app/login-tokens.ts';
import type { makeMfaMethods } from '../../app/mfa-methods.ts';
import type { makeListMyInvitations } from '../../app/my-invitations.ts';
import type { makePasswordRecovery } from '../../app/password-recovery.ts';
import type { makeReauthenticate } from '../../app/reauthenticate.ts';
import type { makeSwitchAccount } from '../../app/switch-account.ts';
import type { makeUpdateProfile } from '../../app/update-profile.ts';
import type { makeValidateUsername } from '../../app/validate-username.ts';

/** The use cases and HTTP settings the accounts routers call. */
export interface AccountsHttpDeps {
  logIn: ReturnType<typeof makeLogIn>;
  logOut: ReturnType<typeof makeLogOut>;
  authenticateSession: ReturnType<typeof makeAuthenticateSession>;
  switchAccount: ReturnType<typeof makeSwitchAccount>;
  reauthenticate: ReturnType<typeof makeReauthenticate>;
  loginTokens: ReturnType<typeof makeLoginTokens>;
  recovery: ReturnType<typeof makePasswordRecovery>;
  getProfile: ReturnType<typeof makeGetProfile>;
  updateProfile: ReturnType<typeof makeUpdateProfile>;
  validateUsername: ReturnType<typeof makeValidateUsername>;
  mfaMethods: ReturnType<typeof makeMfaMethods>;
  apiTokens: ReturnType<typeof makeApiTokens>;
  accountUsers: ReturnType<typeof makeAccountUsers>;
  inviteAccountUser: ReturnType<typeof makeInviteAccountUser>;
  listAccountInvitations: ReturnType<typeof makeListAccountInvitations>;
  cancelInvitation: ReturnType<typeof makeCancelInvitation>;
  listMyInvitations: ReturnType<typeof makeListMyInvitations>;
  lookUpInvitationLink: ReturnType<typeof makeLookUpInvitationLink>;
  acceptInvitation: ReturnType<typeof makeAcceptInvitation>;
  cookieName: string;
  secureCookies: boolean;
  clientIp: (c: Context) => string;
}
