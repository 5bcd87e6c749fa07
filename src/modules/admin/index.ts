import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { accountsBrokerApplicationCount } from './adapters/accounts/accounts-broker-application-count.ts';
import { basketFraudReviewCount } from './adapters/basket/basket-fraud-review-count.ts';
import { billingDunningCount } from './adapters/billing/billing-dunning-count.ts';
import { brokerageSpellingCount } from './adapters/brokerage/brokerage-spelling-count.ts';
import { adminEntities } from './adapters/db/admin.mapping.ts';
import { MikroOrmAuditLog } from './adapters/db/mikro-orm-audit-log.ts';
import { MikroOrmFraudRuleRepository } from './adapters/db/mikro-orm-fraud-rules.ts';
import { mountAuditRoutes } from './adapters/http/audit.router.ts';
import { mountCliRoutes } from './adapters/http/cli.router.ts';
import { mountFraudRuleRoutes } from './adapters/http/fraud-rules.router.ts';
import { mountSummaryRoutes } from './adapters/http/summary.router.ts';
import { offersLeadCount } from './adapters/offers/offers-lead-count.ts';
import { portingPortInCount } from './adapters/porting/porting-port-in-count.ts';
import { type CliModules, cliTasksOf } from './adapters/wiring/cli-tasks.ts';
import { cliScripts } from './app/cli-scripts.ts';
import { makeCreateFraudRule } from './app/create-fraud-rule.ts';
import { makeDeleteFraudRule } from './app/delete-fraud-rule.ts';
import { makeExportAuditEntries, makeListAuditEntries } from './app/list-audit-entries.ts';
import { makeListFraudRules } from './app/list-fraud-rules.ts';
import { makeRecordAuditEntry } from './app/record-audit-entry.ts';
import { listCliScripts, makeRunCliScript } from './app/run-cli-script.ts';
import { makeScreenOrder } from './app/screen-order.ts';
import { makeStaffSummary } from './app/staff-summary.ts';
import { makeUpdateFraudRule } from './app/update-fraud-rule.ts';
import type { OpenWork } from './ports/open-work.ts';
import type { StaffDirectory } from './ports/staff-directory.ts';

export { accountsStaffDirectory } from './adapters/accounts/accounts-staff-directory.ts';
export type { FraudMatch, FraudVerdict, ScreenedOrder } from './domain/fraud-screening.ts';
export type { StaffDirectory } from './ports/staff-directory.ts';
export { adminEntities };

/** The admin home's counts (GET /api/admin/summary), each asked of the owning module's facade. */
export function adminOpenWork(modules: {
  checkout: Parameters<typeof basketFraudReviewCount>[0];
  accounts: Parameters<typeof accountsBrokerApplicationCount>[0];
  brokerage: Parameters<typeof brokerageSpellingCount>[0];
  offers: Parameters<typeof offersLeadCount>[0];
  porting: Parameters<typeof portingPortInCount>[0];
  billing: Parameters<typeof billingDunningCount>[0];
}): OpenWork {
  return {
    fraudReviews: basketFraudReviewCount(modules.checkout),
    brokerApplications: accountsBrokerApplicationCount(modules.accounts),
    spellings: brokerageSpellingCount(modules.brokerage),
    agentLeads: offersLeadCount(modules.offers),
    portIns: portingPortInCount(modules.porting),
    dunningAccounts: billingDunningCount(modules.billing),
  };
}

/**
 * The admin module: fraud rules (and screening orders with them), the staff audit log, the staff home's counts
 * and the admin CLI (docs/adr/0070), whose tasks are the other modules' facades behind the CliTasks port.
 */
export function createAdminModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  staff: StaffDirectory;
  /** The modules the admin CLI's scripts call, read when one runs (compose builds brokerage last). */
  cli: () => CliModules;
}) {
  const { clock, tx, staff } = options;
  const em = () => currentEm(options.orm);
  const rules = new MikroOrmFraudRuleRepository(em);
  const audit = new MikroOrmAuditLog(em);
  const fraudRules = {
    list: makeListFraudRules({ rules }),
    create: makeCreateFraudRule({ rules, audit, staff, clock, tx }),
    update: makeUpdateFraudRule({ rules, audit, staff, clock, tx }),
    remove: makeDeleteFraudRule({ rules, audit, clock, tx }),
  };
  const record = makeRecordAuditEntry({ audit, clock });
  const scripts = cliScripts(cliTasksOf(options.cli, tx), clock);
  const cli = { list: () => listCliScripts(scripts), runner: makeRunCliScript({ scripts, record, tx }) };
  return {
    fraud: {
      /** Evaluates the active rules in priority order over an order (ADR 0029). */
      screen: makeScreenOrder({ rules }),
    },
    audit: {
      /** Appends an audit entry in the CALLER's transaction. */
      record,
    },
    /** The staff routes; the summary counts the other modules' queues (built after this module). */
    mount: (app: OpenAPIHono<AppEnv>, openWork: OpenWork) => {
      mountFraudRuleRoutes(app, fraudRules);
      mountCliRoutes(app, cli);
      mountSummaryRoutes(app, makeStaffSummary({ openWork }));
      mountAuditRoutes(app, {
        list: makeListAuditEntries({ audit, staff }),
        export: makeExportAuditEntries({ audit, staff }),
        clock,
      });
    },
  };
}

export type AdminModule = ReturnType<typeof createAdminModule>;
