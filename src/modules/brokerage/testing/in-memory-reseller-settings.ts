import type { ResellerSettings } from '../domain/reseller-settings.ts';
import type { ResellerSettingsRepository } from '../ports/reseller-settings-repository.ts';

/** Brokers' reseller settings in memory, for use-case tests here and in the widget's. */
export class InMemoryResellerSettings implements ResellerSettingsRepository {
  readonly rows: ResellerSettings[] = [];
  #nextId = 1;

  async ofBroker(brokerAccountId: number) {
    return this.rows.find((row) => row.brokerAccountId === brokerAccountId) ?? null;
  }
  async byWidgetToken(token: string) {
    return this.rows.find((row) => row.widgetToken === token) ?? null;
  }
  async byLinkToken(token: string) {
    return this.rows.find((row) => row.linkToken === token) ?? null;
  }
  async add(settings: ResellerSettings) {
    settings.id = this.#nextId++;
    this.rows.push(settings);
  }
  async flush() {}
}
