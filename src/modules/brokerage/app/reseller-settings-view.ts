import { DEFAULT_RESELLER_CONFIG, type ResellerConfig } from '../../../shared/reseller-settings-rules.ts';
import type { ResellerSettings } from '../domain/reseller-settings.ts';
import type { ResellerSettingsRepository } from '../ports/reseller-settings-repository.ts';

/** What GET/POST/PATCH /api/reseller/settings answer (spec 3 section 7); config in cents. */
export interface ResellerSettingsView {
  /** Null until the broker saved settings or generated a token. */
  resellerId: number | null;
  linkToken: string | null;
  widgetToken: string | null;
  name: string;
  url: string;
  email: string;
  config: ResellerConfig;
}

export function resellerSettingsView(settings: ResellerSettings | null): ResellerSettingsView {
  if (!settings)
    return {
      resellerId: null,
      linkToken: null,
      widgetToken: null,
      name: '',
      url: '',
      email: '',
      config: { ...DEFAULT_RESELLER_CONFIG },
    };
  return {
    resellerId: settings.id,
    linkToken: settings.linkToken,
    widgetToken: settings.widgetToken,
    name: settings.name,
    url: settings.url,
    email: settings.email,
    config: { ...DEFAULT_RESELLER_CONFIG, ...settings.config },
  };
}

export interface ResellerSettingsDeps {
  resellers: ResellerSettingsRepository;
  /** A fresh unguessable public token (RESELLER_TOKEN_LENGTH base62 characters). */
  newToken: () => string;
  clock: { now(): Date };
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}
