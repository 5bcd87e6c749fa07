export const API_TOKEN_NAME_MAX = 32;

/** A credential for programs: acts as its user in one account. Only the hash is kept. */
export class ApiToken {
  id!: number;
  userId: number;
  accountId: number;
  name: string;
  tokenHash: string;
  last4: string;
  createdAt: Date;
  lastUsedAt: Date | null;

  constructor(props: {
    userId: number;
    accountId: number;
    name: string;
    tokenHash: string;
    last4: string;
    now: Date;
  }) {
    this.userId = props.userId;
    this.accountId = props.accountId;
    this.name = props.name;
    this.tokenHash = props.tokenHash;
    this.last4 = props.last4;
    this.createdAt = props.now;
    this.lastUsedAt = null;
  }

  rename(name: string): void {
    this.name = name;
  }

  markUsed(now: Date): void {
    this.lastUsedAt = now;
  }
}
