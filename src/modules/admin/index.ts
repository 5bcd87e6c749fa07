import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { adminEntities } from './adapters/db/admin.mapping.ts';
import { MikroOrmAuditLog } from './adapters/db/mikro-orm-audit-log.ts';
import { MikroOrmFraudRuleRepository } from './adapters/db/mikro-orm-fraud-rules.ts';
import { mountCliRoutes } from './adapters/http/cli.router.ts';
import { mountFraudRuleRoutes } from './adapters/http/fraud-rules.router.ts';
import { type CliModules, cliTasksOf } from './adapters/wiring/cli-tasks.ts';
import { cliScripts } from './app/cli-scripts.ts';
import { makeCreateFraudRule } from './app/create-fraud-rule.ts';
import { makeDeleteFraudRule } from './app/delete-fraud-rule.ts';
import { makeListFraudRules } from './app/list-fraud-rules.ts';
import { makeRecordAuditEntry } from './app/record-audit-entry.ts';
import { listCliScripts, makeRunCliScript } from './app/run-cli-script.ts';
import { makeScreenOrder } from './app/screen-order.ts';
import { makeUpdateFraudRule } from './app/update-fraud-rule.ts';
import type { StaffDirectory } from './ports/staff-directory.ts';

export { accountsStaffDirectory } from './adapters/accounts/accounts-staff-directory.ts';
export type { FraudMatch, FraudVerdict, ScreenedOrder } from './domain/fraud-screening.ts';
export type { StaffDirectory } from './ports/staff-directory.ts';
export { adminEntities };

/**
 * The admin module: fraud rules (and screening orders with them), the staff audit log and the admin CLI
 * (docs/adr/0070), whose tasks are the other modules' facades behind the CliTasks port.
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
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountFraudRuleRoutes(app, fraudRules);
      mountCliRoutes(app, cli);
    },
  };
}
