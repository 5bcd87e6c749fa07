import type { BrokerApplication, BrokerApplicationStatus } from '../domain/broker-application.ts';

export interface BrokerApplicationView {
  brokerApplicationId: number;
  accountId: number;
  brandingId: number;
  email: string;
  company: string;
  website: string;
  numberCount: number;
  message: string;
  status: BrokerApplicationStatus;
  createDate: string;
  decidedDate: string | null;
}

export const toBrokerApplicationView = (application: BrokerApplication): BrokerApplicationView => ({
  brokerApplicationId: application.id,
  accountId: application.accountId,
  brandingId: application.brandingId,
  email: application.email,
  company: application.company,
  website: application.website,
  numberCount: application.numberCount,
  message: application.message,
  status: application.status,
  createDate: application.createdAt.toISOString(),
  decidedDate: application.decidedAt?.toISOString() ?? null,
});
