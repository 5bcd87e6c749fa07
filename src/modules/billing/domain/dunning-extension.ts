import { DUNNING_DELAY_MAX_DAYS } from '../../../shared/dunning-rules.ts';
import { DunningDelayTooLong, DunningNothingToExtend } from './billing.errors.ts';
import { RETRY_DAYS } from './dunning.ts';

/**
 * The delay after staff push a dunning back by `days` (docs/adr/0074): it moves the retries still to come
 * and the licence end, so a dunning whose retries are used up and whose licences have ended has nothing
 * to push; all pushes together stay within DUNNING_DELAY_MAX_DAYS.
 */
export function extendedDelay(
  dunning: { retriesDone: number; licencesEndedOn: string | null; delayDays: number },
  days: number,
): number {
  if (dunning.retriesDone >= RETRY_DAYS.length && dunning.licencesEndedOn !== null)
    throw new DunningNothingToExtend();
  const delay = dunning.delayDays + days;
  if (delay > DUNNING_DELAY_MAX_DAYS)
    throw new DunningDelayTooLong(DUNNING_DELAY_MAX_DAYS - dunning.delayDays);
  return delay;
}
