import type { CliIndex, CliOutboxMail, CliTasks } from '../../ports/cli-tasks.ts';

/** The facades the admin CLI's tasks call, as compose has them (structural: no other module's types). */
export interface CliModules {
  catalog: {
    maintenance: {
      searchTallyCounts(): Promise<{ tallies: number; offered: number }>;
      rebuildSearchTallies(): Promise<{ tallies: number; offered: number }>;
      staleNumberRuns(): Promise<number>;
      refreshNumberRuns(): Promise<number>;
      inventoryIndexes(): Promise<CliIndex[]>;
      inventoryIndexFill(index: CliIndex): Promise<{ percent: number | null; loose: boolean }>;
      rebuildInventoryIndex(index: CliIndex): Promise<number>;
      dropInvalidInventoryIndex(index: CliIndex): Promise<void>;
    };
  };
  basket: { lapsedItemCount(): Promise<number>; expireItems(): Promise<number> };
  platform: {
    outboxMail(id: number): Promise<{
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string | null;
      category: string;
      sentAt: Date | null;
      redactedAt: Date | null;
    } | null>;
    mailer: {
      send(mail: {
        to: string;
        subject: string;
        text: string;
        html?: string;
        category: string;
      }): Promise<void>;
    };
  };
  billing: {
    ledger: {
      balanceCents(accountId: number): Promise<number>;
      record(input: {
        accountId: number;
        entries: Array<{
          kind: 'charge' | 'credit';
          amountCents: number;
          description: string;
          reference: string;
        }>;
      }): Promise<void>;
    };
  };
  accounts: { accountSummary(accountId: number): Promise<object | null> };
  jobs: {
    job(
      queue: string,
      id: string,
    ): Promise<{ id: string; queue: string; state: string; retryCount: number } | null>;
    retry(queue: string, id: string): Promise<void>;
  };
  brokerage: {
    advanceTransactions(options: {
      brokerAccountId?: number;
      dryRun?: boolean;
    }): Promise<{ pending: number; payable: number }>;
  };
}

/**
 * The CliTasks port over the other modules' facades. `modules` is read when a script runs, so compose can
 * build the admin module before the modules it reaches (brokerage comes last).
 */
export function cliTasksOf(
  modules: () => CliModules,
  tx: <T>(work: () => Promise<T>) => Promise<T>,
): CliTasks {
  return {
    searchTallies: {
      counts: () => modules().catalog.maintenance.searchTallyCounts(),
      rebuild: () => modules().catalog.maintenance.rebuildSearchTallies(),
    },
    numberRuns: {
      stale: () => modules().catalog.maintenance.staleNumberRuns(),
      refresh: () => modules().catalog.maintenance.refreshNumberRuns(),
    },
    searchIndexes: {
      list: () => modules().catalog.maintenance.inventoryIndexes(),
      fill: (index) => modules().catalog.maintenance.inventoryIndexFill(index),
      rebuild: (index) => modules().catalog.maintenance.rebuildInventoryIndex(index),
      dropInvalid: (index) => modules().catalog.maintenance.dropInvalidInventoryIndex(index),
    },
    expiredHolds: {
      lapsed: () => modules().basket.lapsedItemCount(),
      release: () => modules().basket.expireItems(),
    },
    mail: {
      async find(id) {
        const mail = await modules().platform.outboxMail(id);
        if (!mail) return null;
        const { redactedAt, ...rest } = mail;
        return { ...rest, redacted: redactedAt !== null };
      },
      resend: (mail: CliOutboxMail) => {
        const { platform } = modules();
        return tx(() =>
          platform.mailer.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
            category: mail.category,
          }),
        );
      },
    },
    balances: {
      async balanceCents(accountId) {
        const { billing, accounts } = modules();
        return tx(async () =>
          (await accounts.accountSummary(accountId)) ? billing.ledger.balanceCents(accountId) : null,
        );
      },
      adjust({ accountId, amountCents, description, reference }) {
        const { billing } = modules();
        return tx(async () => {
          const kind = amountCents > 0 ? 'charge' : 'credit';
          await billing.ledger.record({
            accountId,
            entries: [{ kind, amountCents: Math.abs(amountCents), description, reference }],
          });
          return billing.ledger.balanceCents(accountId);
        });
      },
    },
    jobs: {
      find: (queue, id) => modules().jobs.job(queue, id),
      retry: (queue, id) => modules().jobs.retry(queue, id),
    },
    brokerTransactions: {
      advance: (options) => modules().brokerage.advanceTransactions(options),
    },
  };
}
