import {
  DEFAULT_RESELLER_CONFIG,
  maxPriceOrCap,
  type ResellerConfig,
  type ResellerSettingsInput,
  type ResellerTokenKind,
  resellerSettingsErrors,
} from '../../../shared/reseller-settings-rules.ts';
import { ResellerSettingsInvalid } from './reseller.errors.ts';

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

  /**
   * Saves the company and the widget's config (cents) after spec 3's rules (the same function the form runs);
   * anything wrong: ResellerSettingsInvalid with every field's message, and nothing changes.
   */
  update(input: ResellerSettingsInput, now: Date): void {
    const errors = resellerSettingsErrors(input);
    if (Object.keys(errors).length > 0) throw new ResellerSettingsInvalid(errors);
    this.name = input.name.trim();
    this.url = input.url.trim();
    this.email = input.email.trim();
    const { minPrice, maxPrice, ...rest } = input.config;
    this.config = { ...rest, minPrice: minPrice!, maxPrice: maxPriceOrCap(maxPrice) };
    this.updateDate = now;
  }

  /** A new public token replaces the old one: links and widgets carrying the old token stop earning. */
  replaceToken(kind: ResellerTokenKind, token: string, now: Date): void {
    this[kind] = token;
    this.updateDate = now;
  }
}
