import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResellerSettings } from '../../domain/reseller-settings.ts';
import type { ResellerSettingsRepository } from '../../ports/reseller-settings-repository.ts';
import { ResellerSettingsSchema } from './reseller.mapping.ts';

export class MikroOrmResellerSettings implements ResellerSettingsRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofBroker(brokerAccountId: number): Promise<ResellerSettings | null> {
    return this.#em().findOne(ResellerSettingsSchema, { brokerAccountId });
  }

  byWidgetToken(token: string): Promise<ResellerSettings | null> {
    return this.#em().findOne(ResellerSettingsSchema, { widgetToken: token });
  }

  byLinkToken(token: string): Promise<ResellerSettings | null> {
    return this.#em().findOne(ResellerSettingsSchema, { linkToken: token });
  }

  async add(settings: ResellerSettings): Promise<void> {
    await this.#em().persist(settings).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
