import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import { numberSearch } from '../domain/number-search.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import { type AccountNumberView, toAccountNumberView } from './account-number-view.ts';
import { type NumberCaller, ownerOf } from './number-caller.ts';

export type { AccountNumberView } from './account-number-view.ts';

export interface ListAccountNumbersDeps {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
}

/**
 * GET /api/accounts/telephone-numbers: the account's numbers matching the search box (`q`: digits of the
 * number or text of the nickname). An account admin sees them all; a member with role `user` only the
 * numbers assigned to them.
 */
export function makeListAccountNumbers({ numbers, plans }: ListAccountNumbersDeps) {
  return async function listAccountNumbers(
    input: NumberCaller & { query: ListQuery; q?: string },
  ): Promise<ListResponse<AccountNumberView>> {
    const { data, total } = await numbers.list(ownerOf(input), input.query, numberSearch(input.q));
    const views = data.map((number) => toAccountNumberView(plans, input.brandingId, number));
    return toListResponse(views, total, input.query);
  };
}
