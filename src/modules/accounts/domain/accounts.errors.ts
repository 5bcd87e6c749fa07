import { DomainError } from '../../../shared/domain-error.ts';

export const invalidCredentials = () =>
  new DomainError('not_authenticated', 'accounts.invalid_credentials', 'Invalid email or password.');

export const noAccess = () =>
  new DomainError('forbidden', 'accounts.no_account', 'This user does not belong to any account.');

export const notAMember = () =>
  new DomainError('forbidden', 'accounts.not_a_member', 'You do not have access to that account.');

export const emailInUse = () =>
  new DomainError('conflict', 'accounts.email_in_use', 'Email is already in use.', {
    errors: { email: 'Email is already in use.' },
  });

export const invalidPassword = (message: string, field = 'password') =>
  new DomainError('validation', 'accounts.invalid_password', message, { errors: { [field]: message } });

export const mfaMethodNotFound = () =>
  new DomainError('not_found', 'accounts.mfa_method_not_found', 'No such MFA method.');

export const apiTokenNotFound = () =>
  new DomainError('not_found', 'accounts.api_token_not_found', 'No such API token.');

export const accountUserNotFound = () =>
  new DomainError('not_found', 'accounts.user_not_found', 'No such user in this account.');

export const lastAdmin = () =>
  new DomainError(
    'rule_violated',
    'accounts.last_admin',
    'An account needs at least one admin: make someone else admin first.',
  );

export const recoveryLinkInvalid = () =>
  new DomainError(
    'gone',
    'accounts.recovery_invalid',
    'This password reset link is no longer valid. Please request a new one.',
  );

export const loginLinkInvalid = () =>
  new DomainError(
    'not_authenticated',
    'accounts.login_link_invalid',
    'This sign-in link is no longer valid. Please log in.',
  );

export const sessionNotFound = () =>
  new DomainError('not_found', 'accounts.session_not_found', 'No such signed-in session.');

export const alreadyMember = () =>
  new DomainError('conflict', 'accounts.already_member', 'That person already uses this account.', {
    errors: { email: 'That person already uses this account.' },
  });

export const invitationNotFound = () =>
  new DomainError('not_found', 'accounts.invitation_not_found', 'No such invitation.');

export const invitationInvalid = () =>
  new DomainError(
    'gone',
    'accounts.invitation_invalid',
    'This invitation is no longer valid. Ask the account’s admin to invite you again.',
  );

export const invitationForAnotherEmail = () =>
  new DomainError(
    'forbidden',
    'accounts.invitation_other_email',
    'This invitation was sent to another email address: log in as that user to accept it.',
  );

export const invitationLoginRequired = (email: string) =>
  new DomainError(
    'not_authenticated',
    'accounts.invitation_login_required',
    `Log in as ${email} to accept this invitation.`,
  );
