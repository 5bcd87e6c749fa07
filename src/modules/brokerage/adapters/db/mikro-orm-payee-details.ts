import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { BankAccount } from '../../domain/bank-account.ts';
import type { Taxpayer } from '../../domain/taxpayer.ts';
import type { BankAccounts, Taxpayers } from '../../ports/payee-details.ts';
import { BankAccountSchema, TaxpayerSchema } from './ach.mapping.ts';

const lockIf = (lock: boolean | undefined) =>
  lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {};

export class MikroOrmBankAccounts implements BankAccounts {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofBroker(brokerAccountId: number, options: { lock?: boolean } = {}): Promise<BankAccount | null> {
    return this.#em().findOne(BankAccountSchema, { brokerAccountId }, lockIf(options.lock));
  }

  async add(account: BankAccount): Promise<void> {
    await this.#em().persist(account).flush();
  }

  async remove(account: BankAccount): Promise<void> {
    await this.#em().remove(account).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}

export class MikroOrmTaxpayers implements Taxpayers {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofBroker(brokerAccountId: number, options: { lock?: boolean } = {}): Promise<Taxpayer | null> {
    return this.#em().findOne(TaxpayerSchema, { brokerAccountId }, lockIf(options.lock));
  }

  async add(taxpayer: Taxpayer): Promise<void> {
    await this.#em().persist(taxpayer).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
