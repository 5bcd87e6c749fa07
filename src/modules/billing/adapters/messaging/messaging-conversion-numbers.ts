import type { MessagingModule } from '../../../messaging/index.ts';
import type { ConversionNumbers } from '../../ports/brand-conversion.ts';

/** Change-brand's and the anniversary change's numbers over the messaging module. */
export function messagingConversionNumbers(
  messaging: Pick<MessagingModule, 'moveNumbers' | 'moveAnniversary'>,
): ConversionNumbers {
  return {
    move: (input) => messaging.moveNumbers(input),
    moveAnniversary: (accountId, moves) => messaging.moveAnniversary({ accountId, moves }),
  };
}
