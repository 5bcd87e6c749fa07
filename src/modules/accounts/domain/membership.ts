export type MembershipRole = 'admin' | 'user';

/** A user's place in an account: their role there and the nickname the account menu shows. */
export class Membership {
  id!: number;
  userId: number;
  accountId: number;
  role: MembershipRole;
  nickname: string;
  /** For role 'user': the E.164 numbers they may see and use. Admins see every number of the account. */
  visibleTns: string[];
  /**
   * Staff support access (docs/adr/0080): not a billed seat, not mailed, not on the account's Users screen,
   * ended by staff. The customer's own members are the others.
   */
  support: boolean;

  constructor(props: {
    userId: number;
    accountId: number;
    role: MembershipRole;
    nickname?: string;
    support?: boolean;
  }) {
    this.userId = props.userId;
    this.accountId = props.accountId;
    this.role = props.role;
    this.nickname = props.nickname ?? '';
    this.visibleTns = [];
    this.support = props.support ?? false;
  }

  changeRole(role: MembershipRole): void {
    this.role = role;
  }
}
