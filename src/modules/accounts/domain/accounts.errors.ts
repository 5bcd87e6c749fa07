import { DomainError } from '../../../shared/domain-error.ts';

export const invalidCredentials = () =>
  new DomainError('not_authenticated', 'accounts.invalid_credentials', 'Invalid email or password.');

export const noAccess = () =>
  new DomainError('forbidden', 'accounts.no_account', 'This user does not belong to any account.');
