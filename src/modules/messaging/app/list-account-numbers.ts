import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { AccountNumber, SmsEnabled, SmsValidated } from '../domain/account-number.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';

export interface ListAccountNumbersDeps {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
}

/** A number as the account's numbers list answers it: spec 1's "Telephone number" with its derived flags. */
export interface AccountNumberView {
  tn: string;
  humanTn: string;
  nickname: string;
  plan: { id: number; name: string };
  status: 'active';
  smsEnabled: SmsEnabled;
  smsValidated: SmsValidated;
  stringHosted: 'Y' | 'N';
  anniversaryDate: string | null;
  mrc: number;
  billingPeriod: 1 | 12;
  isTollFree: boolean;
  isSmsEnabled: boolean;
  isSmsPending: boolean;
  isSmsValidated: boolean;
  planAllowsSms: boolean;
}

/**
 * GET /api/accounts/telephone-numbers: the account's numbers. An account admin sees them all; a member
 * with role `user` only the numbers assigned to them.
 */
export function makeListAccountNumbers({ numbers, plans }: ListAccountNumbersDeps) {
  return async function listAccountNumbers(input: {
    accountId: number;
    brandingId: number;
    role: 'admin' | 'user';
    userId: number;
    query: ListQuery;
  }): Promise<ListResponse<AccountNumberView>> {
    const owner =
      input.role === 'admin'
        ? { accountId: input.accountId }
        : { accountId: input.accountId, assignedUserId: input.userId };
    const { data, total } = await numbers.list(owner, input.query);
    const view = (number: AccountNumber): AccountNumberView => {
      const plan = plans.plan(input.brandingId, number.planId);
      return {
        tn: number.tn,
        humanTn: number.humanTn(),
        nickname: number.nickname,
        plan: { id: number.planId, name: plan?.name ?? `Plan ${number.planId}` },
        status: number.status,
        smsEnabled: number.smsEnabled,
        smsValidated: number.smsValidated,
        stringHosted: number.stringHosted ? 'Y' : 'N',
        anniversaryDate: number.anniversaryDate,
        mrc: number.mrcCents,
        billingPeriod: number.billingPeriod,
        isTollFree: number.isTollFree(),
        isSmsEnabled: number.isSmsEnabled(),
        isSmsPending: number.isSmsPending(),
        isSmsValidated: number.isSmsValidated(),
        planAllowsSms: plan?.allowsSms ?? false,
      };
    };
    return toListResponse(data.map(view), total, input.query);
  };
}
