import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { MikroOrmAccountNumberMoves } from './adapters/db/mikro-orm-account-number-moves.ts';
import { MikroOrmAccountNumberRepository } from './adapters/db/mikro-orm-account-numbers.ts';
import { MikroOrmBillingNumbers } from './adapters/db/mikro-orm-billing-numbers.ts';
import { demoAccountNumbers, demoBrokerNumbers } from './adapters/demo/demo-account-numbers.ts';
import { mountTelephoneNumberActionRoutes } from './adapters/http/telephone-number-actions.router.ts';
import { mountTelephoneNumberRoutes } from './adapters/http/telephone-numbers.router.ts';
import { type CarrierMessagingOptions, carrierMessaging } from './adapters/wiring/carrier.ts';
import { type ContactOptions, contacts } from './adapters/wiring/contacts.ts';
import { type OwnershipTransferOptions, ownershipTransfers } from './adapters/wiring/ownership-transfers.ts';
import { type SmsActivationOptions, smsActivation } from './adapters/wiring/sms-activation.ts';
import { conversationThreads, type ThreadsOptions } from './adapters/wiring/threads.ts';
import { makeAssignAccountNumbers } from './app/assign-account-numbers.ts';
import { makeBillingNumbers } from './app/billing-numbers.ts';
import { makeChangePlan } from './app/change-plan.ts';
import { makeEditAccountNumber } from './app/edit-account-number.ts';
import { makeExportAccountNumbers } from './app/export-account-numbers.ts';
import { makeGiveAccountNumbers } from './app/give-account-numbers.ts';
import { makeListAccountNumbers } from './app/list-account-numbers.ts';
import { makeMoveAnniversary } from './app/move-anniversary.ts';
import { makeMoveNumbers } from './app/move-numbers.ts';
import { makePreviewPlanChange } from './app/preview-plan-change.ts';
import { makeReleaseAccountNumber } from './app/release-account-number.ts';
import type { AccountMembers } from './ports/account-members.ts';
import type { ForwardingPlans } from './ports/forwarding-plans.ts';
import type { NumberCarrier } from './ports/number-carrier.ts';
import type { NumberLedger } from './ports/number-ledger.ts';
import type { NumberPlans } from './ports/number-plans.ts';

export { accountsAccountContacts } from './adapters/accounts/accounts-account-contacts.ts';
export { accountsAccountMembers } from './adapters/accounts/accounts-account-members.ts';
export { accountsTransferParties } from './adapters/accounts/accounts-transfer-parties.ts';
export { adminMessageViewAudit } from './adapters/admin/admin-message-view-audit.ts';
export { billingNumberLedger } from './adapters/billing/billing-number-ledger.ts';
export { SimulatedMessagingCarrier } from './adapters/carrier/simulated-messaging-carrier.ts';
export { catalogForwardingPlans } from './adapters/catalog/catalog-forwarding-plans.ts';
export { catalogNumberPlans } from './adapters/catalog/catalog-number-plans.ts';
export { messagingEntities } from './adapters/db/messaging.mapping.ts';
export { SEND_MESSAGE_BODY_LIMIT_BYTES } from './adapters/http/messages.contract.ts';
export { FilesystemMediaStore } from './adapters/media/filesystem-media-store.ts';
export { createMessagingCarrier } from './adapters/wiring/carrier.ts';
export { createNumberProtection, DEVELOPMENT_CARRIER_SECRET } from './adapters/wiring/number-protection.ts';
export type { AnniversaryMove } from './app/move-anniversary.ts';
export type { MoveNumbersInput } from './app/move-numbers.ts';
export { SEND_MESSAGE_QUEUE } from './app/send-queue.ts';

/** The demo admin's account's numbers with SMS, given once (answers how many were added). */
export function seedDemoAccountNumbers(em: EntityManager, accountId: number, now: Date): Promise<number> {
  const give = makeGiveAccountNumbers({ numbers: new MikroOrmAccountNumberRepository(() => em) });
  return give(accountId, (id) => demoAccountNumbers(id, now));
}

/** The demo broker's numbers, given once; answers the numbers (E.164) the account holds. */
export async function seedDemoBrokerNumbers(
  em: EntityManager,
  accountId: number,
  now: Date,
): Promise<string[]> {
  const numbers = new MikroOrmAccountNumberRepository(() => em);
  await makeGiveAccountNumbers({ numbers })(accountId, (id) => demoBrokerNumbers(id, now));
  return numbers.tnsOfAccount(accountId);
}

/** The messaging module: an account's numbers (with plan, billing period and anniversary; docs/adr/0030). */
export function createMessagingModule(options: {
  orm: Orm;
  plans: NumberPlans;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  mailer: Mailer;
  members: AccountMembers;
  ledger: NumberLedger;
  /** Ownership transfers (docs/adr/0036). */
  transfers: OwnershipTransferOptions;
  /** Which plans forward, and the carrier told when a plan change stops forwarding (docs/adr/0035). */
  forwarding: { plans: ForwardingPlans; carrier: NumberCarrier };
  /** Turning SMS on for a number, toll-free validation included (docs/adr/0045). */
  smsActivation: SmsActivationOptions;
  /** Contacts and blocking (docs/adr/0044). */
  contacts: ContactOptions;
  /** Threads, messages, media and the send job (docs/adr/0042). */
  threads: ThreadsOptions;
  /** Inbound messages, delivery receipts and the carrier's media links (docs/adr/0043). */
  carrier: CarrierMessagingOptions;
}) {
  const em = () => currentEm(options.orm);
  const numbers = new MikroOrmAccountNumberRepository(em);
  const {
    transfers: transferOptions,
    smsActivation: smsActivationOptions,
    contacts: contactOptions,
    threads: threadOptions,
    carrier: carrierOptions,
    ...rest
  } = options;
  const deps = { ...rest, numbers };
  const transfers = ownershipTransfers({
    ...transferOptions,
    em,
    plans: options.plans,
    carrier: options.forwarding.carrier,
  });
  const sms = smsActivation({ ...smsActivationOptions, ...deps, em });
  const listAccountNumbers = makeListAccountNumbers(deps);
  const exportAccountNumbers = makeExportAccountNumbers(deps);
  const actions = {
    editAccountNumber: makeEditAccountNumber(deps),
    previewPlanChange: makePreviewPlanChange(deps),
    changePlan: makeChangePlan(deps),
    releaseAccountNumber: makeReleaseAccountNumber({ ...deps, numberLeaving: transfers.numberLeaving }),
  };
  const moves = new MikroOrmAccountNumberMoves(em);
  const contactBook = contacts({ ...contactOptions, em, clock: options.clock, tx: options.tx });
  const threads = conversationThreads({
    ...threadOptions,
    em,
    numbers,
    plans: options.plans,
    clock: options.clock,
    tx: options.tx,
  });
  const carrier = carrierMessaging({ ...carrierOptions, em, clock: options.clock, tx: options.tx });
  return {
    /** For brokerage's on-network listings: the numbers (E.164) the account holds. */
    numbersOfAccount: (accountId: number) => numbers.tnsOfAccount(accountId),
    /** For checkout: gives an account the numbers it bought. Runs in the caller's transaction. */
    assignAccountNumbers: makeAssignAccountNumbers({ numbers }),
    /** For change-brand: moves numbers to another account on a new plan (all or 404). Caller's transaction. */
    moveNumbers: makeMoveNumbers({ moves }),
    /** For the anniversary-date change: new anniversary and paid-through dates. Caller's transaction. */
    moveAnniversary: makeMoveAnniversary({ moves }),
    /** For recurring billing (docs/adr/0038): numbers with their terms, paid-through moves, licence-end removal. */
    billing: makeBillingNumbers({ store: new MikroOrmBillingNumbers(em) }),
    /**
     * For release, port-out and change of brand, before a number leaves its account: cancels an offered
     * ownership transfer, refuses (409) while one is accepted. Runs in the caller's transaction.
     */
    numberLeaving: transfers.numberLeaving,
    /** Moves accepted transfers whose day has come (the job's work; recurring billing may run it first). */
    completeDueTransfers: transfers.completeDueTransfers,
    /** Conversations: threadFor and recordMessage (outbound and inbound both), the send job's work. */
    threads,
    /** The carrier's inbound messages and delivery receipts (tests call them as the webhook's jobs would). */
    carrierMessaging: carrier,
    jobs: [...transfers.jobs, ...threads.jobs, ...carrier.jobs, ...sms.jobs],
    mount: (app: OpenAPIHono<AppEnv>) => {
      sms.mount(app);
      mountTelephoneNumberRoutes(app, { listAccountNumbers, exportAccountNumbers });
      mountTelephoneNumberActionRoutes(app, actions);
      transfers.mount(app);
      contactBook.mount(app);
      threads.mount(app);
      carrier.mount(app);
    },
  };
}

/** What other modules' adapters may use of messaging (they declare the ports they need in their own ports/). */
export type MessagingModule = ReturnType<typeof createMessagingModule>;
