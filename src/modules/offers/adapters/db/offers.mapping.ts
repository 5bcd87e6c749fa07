import { EntitySchema } from '@mikro-orm/postgresql';
import { AgentLead } from '../../domain/agent-lead.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Contact-agent leads; money in cents, as listed by the catalog when the lead came in. */
export const AgentLeadSchema = new EntitySchema<AgentLead>({
  class: AgentLead,
  tableName: 'agent_lead',
  schema: 'offers',
  indexes: [
    { name: 'agent_lead_created_idx', properties: ['createdAt'] },
    { name: 'agent_lead_tn_idx', properties: ['tn'] },
    { name: 'agent_lead_status_created_idx', properties: ['status', 'createdAt'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tn: { type: 'string', length: 16 },
    type: { type: 'string', length: 8 },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    phone: { type: 'string', length: 20 },
    comments: { type: 'string', length: 2000 },
    brandingId: { type: 'smallint' },
    priceCents: { type: 'integer' },
    licenseSetupFeeCents: { type: 'integer', nullable: true },
    licenseMonthlyCents: { type: 'integer', nullable: true },
    negotiationId: { type: 'integer', nullable: true },
    tag: { type: 'string', length: 50, nullable: true },
    accountId: { type: 'integer', nullable: true },
    userId: { type: 'integer', nullable: true },
    createdAt: timestamp,
    status: { type: 'string', length: 8, default: 'open' },
    closedAt: { ...timestamp, nullable: true },
    closedByUserId: { type: 'integer', nullable: true },
    closeNote: { type: 'string', length: 1000, default: '' },
  },
});

export const offersEntities = [AgentLeadSchema];
