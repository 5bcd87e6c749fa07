/** How many items wait in one staff queue, asked of the module that owns the queue (one count query). */
export type OpenWorkCount = () => Promise<number>;

/** The staff queues the admin home counts (GET /api/admin/summary), one port per owning module. */
export interface OpenWork {
  /** basket: orders held for a staff fraud review. */
  fraudReviews: OpenWorkCount;
  /** accounts: broker applications waiting for a decision. */
  brokerApplications: OpenWorkCount;
  /** brokerage: vanity spellings waiting for approval. */
  spellings: OpenWorkCount;
  /** offers: contact-agent leads not closed yet. */
  agentLeads: OpenWorkCount;
  /** porting: port-ins rejected, or late (not completed 30 days after they were placed). */
  portIns: OpenWorkCount;
  /** billing: accounts in dunning. */
  dunningAccounts: OpenWorkCount;
}
