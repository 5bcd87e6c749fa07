import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { portOutPinProblem } from '../../../shared/port-out-pin.ts';
import type { PinHasher } from '../ports/pin-hasher.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';
import { callerNumber, type NumberCaller } from './caller-number.ts';

/** The route checks the admin role and the recent sign-in (platform/http/guards requireRecentSignIn). */
export interface SetPortOutProtectionDeps {
  numbers: ProtectedNumbers;
  hasher: PinHasher;
  tx: Transactional;
}

/** PUT .../{tn}/port-out-pin: sets or changes the PIN; only its argon2 hash is kept. */
export function makeSetPortOutPin({ numbers, hasher, tx }: SetPortOutProtectionDeps) {
  return async function setPortOutPin(input: { caller: NumberCaller; tn: string; pin: string }) {
    const problem = portOutPinProblem(input.pin);
    if (problem)
      throw new ValidationError('messaging.invalid_port_out_pin', problem, { errors: { pin: problem } });
    const hash = await hasher.hash(input.pin);
    await tx(async () => {
      const number = await callerNumber(numbers, input.caller, input.tn);
      number.portOutPinHash = hash;
      await numbers.save(number);
    });
  };
}

/** PUT .../{tn}/transfer-lock: while on, every port-out request is refused. */
export function makeSetTransferLock({ numbers, tx }: Omit<SetPortOutProtectionDeps, 'hasher'>) {
  return async function setTransferLock(input: { caller: NumberCaller; tn: string; locked: boolean }) {
    await tx(async () => {
      const number = await callerNumber(numbers, input.caller, input.tn);
      number.transferLock = input.locked;
      await numbers.save(number);
    });
  };
}
