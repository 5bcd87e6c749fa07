import type { ResellerSettingsInput, ResellerTokenKind } from '../../../shared/reseller-settings-rules.ts';
import { ResellerSettingsNotFound } from '../domain/reseller.errors.ts';
import { ResellerSettings } from '../domain/reseller-settings.ts';
import {
  type ResellerSettingsDeps,
  type ResellerSettingsView,
  resellerSettingsView,
} from './reseller-settings-view.ts';

export interface ChangeResellerSettingsInput {
  brokerAccountId: number;
  /** PATCH names the row: another broker's (or an unknown) id answers 404. POST has none: the broker's row. */
  resellerId?: number;
  /** The company and config to save, merged over what is stored; checked whole by spec 3's rules. */
  settings?: Partial<Omit<ResellerSettingsInput, 'config'>> & {
    config?: Partial<ResellerSettingsInput['config']>;
  };
  /** `$createToken`: generate (or regenerate, replacing) the affiliate link or widget token. */
  createToken?: ResellerTokenKind;
}

/**
 * POST /api/reseller/settings and PATCH /api/reseller/settings/{resellerId} (spec 3 section 7): saves the
 * settings and/or generates a token, creating the broker's row when POST finds none. One transaction: a
 * refused save generates no token. Answers the settings and whether the row was created.
 */
export function makeChangeResellerSettings(deps: ResellerSettingsDeps) {
  return (input: ChangeResellerSettingsInput): Promise<{ view: ResellerSettingsView; created: boolean }> =>
    deps.tx(async () => {
      const now = deps.clock.now();
      let settings = await deps.resellers.ofBroker(input.brokerAccountId);
      if (input.resellerId !== undefined && settings?.id !== input.resellerId)
        throw new ResellerSettingsNotFound();
      const created = !settings;
      settings ??= new ResellerSettings({ brokerAccountId: input.brokerAccountId, now });
      if (input.settings) {
        const { config, ...company } = input.settings;
        settings.update(
          {
            name: company.name ?? settings.name,
            url: company.url ?? settings.url,
            email: company.email ?? settings.email,
            config: { ...settings.config, ...config },
          },
          now,
        );
      }
      if (input.createToken) settings.replaceToken(input.createToken, deps.newToken(), now);
      if (created) await deps.resellers.add(settings);
      else await deps.resellers.flush();
      return { view: resellerSettingsView(settings), created };
    });
}
