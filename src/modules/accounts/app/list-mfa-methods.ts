import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { MfaMethodRepository } from '../ports/credential-repositories.ts';
import { type MfaMethodView, toMfaMethodView } from './mfa-method-view.ts';

export interface ListMfaMethodsDeps {
  mfaMethods: MfaMethodRepository;
}

/** The caller's own MFA methods, verified or not. */
export function makeListMfaMethods({ mfaMethods }: ListMfaMethodsDeps) {
  return async function listMfaMethods(caller: MemberCaller): Promise<MfaMethodView[]> {
    return (await mfaMethods.ofUser(caller.userId)).map(toMfaMethodView);
  };
}
