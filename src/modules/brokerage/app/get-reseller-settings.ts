import {
  type ResellerSettingsDeps,
  type ResellerSettingsView,
  resellerSettingsView,
} from './reseller-settings-view.ts';

/** GET /api/reseller/settings: the broker's settings, or the defaults (max $2500) when they have none yet. */
export function makeGetResellerSettings(deps: Pick<ResellerSettingsDeps, 'resellers'>) {
  return async (brokerAccountId: number): Promise<ResellerSettingsView> =>
    resellerSettingsView(await deps.resellers.ofBroker(brokerAccountId));
}
