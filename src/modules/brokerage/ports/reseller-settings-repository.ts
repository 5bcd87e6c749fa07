import type { ResellerSettings } from '../domain/reseller-settings.ts';

/** Brokers' reseller settings (brokerage.reseller_settings). Joins the caller's transaction. */
export interface ResellerSettingsRepository {
  /** The broker's settings, or null before they saved any or generated a token. */
  ofBroker(brokerAccountId: number): Promise<ResellerSettings | null>;
  /** The settings whose widget token this is (the widget's script and iframe name it), or null. */
  byWidgetToken(token: string): Promise<ResellerSettings | null>;
  /** The settings whose affiliate link token this is (`/?aff={linkToken}`), or null. */
  byLinkToken(token: string): Promise<ResellerSettings | null>;
  add(settings: ResellerSettings): Promise<void>;
  flush(): Promise<void>;
}
