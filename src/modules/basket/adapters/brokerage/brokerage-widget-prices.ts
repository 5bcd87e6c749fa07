import type { BrokerageModule } from '../../../brokerage/index.ts';
import type { WidgetPrices } from '../../ports/widget-prices.ts';

/** Widgets' pricing configs, kept by brokerage. A getter: brokerage is composed after the basket. */
export function brokerageWidgetPrices(brokerage: () => Pick<BrokerageModule, 'widgetConfig'>): WidgetPrices {
  return { configOf: (widgetToken) => brokerage().widgetConfig(widgetToken) };
}
