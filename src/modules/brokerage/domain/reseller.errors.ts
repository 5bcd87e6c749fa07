import { NotFoundError, ValidationError } from '../../../shared/domain-error.ts';

/** Spec 3 section 5's messages per field (name, url, email, minPrice, maxPrice...). */
export class ResellerSettingsInvalid extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('reseller.settings_invalid', Object.values(errors)[0] ?? 'Invalid settings.', { errors });
  }
}

/** Another broker's settings answer the same as none. */
export class ResellerSettingsNotFound extends NotFoundError {
  constructor() {
    super('reseller.settings_not_found', 'Reseller settings not found.');
  }
}
