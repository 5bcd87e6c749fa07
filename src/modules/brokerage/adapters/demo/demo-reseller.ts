import type { Orm } from '../../../../platform/db/orm.ts';
import { currentEm, makeTransactional } from '../../../../platform/db/unit-of-work.ts';
import { ResellerSettings } from '../../domain/reseller-settings.ts';
import { demoOtherOrigin } from '../../domain/widget-site.ts';
import { MikroOrmResellerSettings } from '../db/mikro-orm-reseller-settings.ts';

/** The demo broker's widget token: /widget-demo embeds this widget (docs/adr/0064). Not a secret. */
export const DEMO_WIDGET_TOKEN = 'w_demo_numberyard_broker';

/**
 * The demo broker's reseller settings, once (nothing when it has some): a company, its site at the other
 * development origin of PUBLIC_URL (127.0.0.1 for localhost: the origin /widget-demo is served from, so the
 * widget may be framed there), a 10% plus $1.00 markup and the demo widget token. Answers 1 when it seeded.
 */
export async function seedDemoReseller(
  orm: Orm,
  brokerAccountId: number,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const resellers = new MikroOrmResellerSettings(() => currentEm(orm));
  return makeTransactional(orm)(async () => {
    if (await resellers.ofBroker(brokerAccountId)) return 0;
    const site = demoOtherOrigin(new URL(publicUrl).origin) ?? new URL(publicUrl).origin;
    const settings = new ResellerSettings({
      brokerAccountId,
      name: 'Numberyard Demo Broker',
      url: `${site}/widget-demo`,
      email: 'sales@broker.numberyard.test',
      config: { percentMarkup: 10, fixedMarkup: 100 },
      now,
    });
    settings.widgetToken = DEMO_WIDGET_TOKEN;
    await resellers.add(settings);
    return 1;
  });
}
