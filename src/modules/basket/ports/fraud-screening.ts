import type { FraudLevel, MatchedFraudRule } from '../domain/fraud-level.ts';

/** The order as fraud rules read it (spec 3's fields). */
export interface ScreenedOrder {
  fullName: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  ipAddress: string;
  address: string;
  password: string;
  country: string;
  items: { vendor: string; license: boolean; priceCents: number; country: string }[];
}

/** The fraud rules checkout consults; implemented over the admin module's `fraud.screen`. */
export interface FraudScreening {
  screen(order: ScreenedOrder): Promise<{ level: FraudLevel; matched: MatchedFraudRule[] }>;
}
