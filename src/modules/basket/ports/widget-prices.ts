import type { ResellerConfig } from '../../../shared/reseller-settings-rules.ts';

/**
 * Brokers' embedded search widgets (docs/adr/0064), by their public token: a widget basket's numbers are
 * priced with the broker's markup and caps (src/shared/widget-pricing.ts). Implemented over brokerage.
 */
export interface WidgetPrices {
  /** The widget's pricing config, or null when no broker has this widget token. Caller's transaction. */
  configOf(widgetToken: string): Promise<ResellerConfig | null>;
}
