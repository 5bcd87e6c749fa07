import { DEFAULT_RESELLER_CONFIG, type ResellerConfig } from '../../../shared/reseller-settings-rules.ts';

/**
 * Spec 3 Reseller settings: a broker's company as the embedded search widget and the affiliate link present it,
 * the widget's pricing config (cents), and the two public tokens. A token is null until the broker generates
 * it (spec 3: "widget and affiliate link unavailable until a token is generated"). One row per broker account.
 */
export class ResellerSettings {
  id!: number;
  brokerAccountId: number;
  name: string;
  url: string;
  email: string;
  widgetToken: string | null;
  linkToken: string | null;
  config: ResellerConfig;
  createDate: Date;
  updateDate: Date;

  constructor(input: {
    brokerAccountId: number;
    name?: string;
    url?: string;
    email?: string;
    config?: Partial<ResellerConfig>;
    now: Date;
  }) {
    this.brokerAccountId = input.brokerAccountId;
    this.name = input.name ?? '';
    this.url = input.url ?? '';
    this.email = input.email ?? '';
    this.widgetToken = null;
    this.linkToken = null;
    this.config = { ...DEFAULT_RESELLER_CONFIG, ...input.config };
    this.createDate = input.now;
    this.updateDate = input.now;
  }
}
