import type { FraudLevel, MatchedFraudRule } from '../../domain/fraud-level.ts';

/**
 * Stands in for the admin module until it is merged (issue #11's fraud helper): no fraud rules, so every order
 * is 'notFraud' and none is held; an audit entry cannot be written, so a review decision fails (and rolls back)
 * rather than go unaudited. src/compose.ts swaps in `admin` itself once the module exists.
 */
export const untilAdminModule = {
  fraud: {
    screen: async (): Promise<{ level: FraudLevel; matched: MatchedFraudRule[] }> => ({
      level: 'notFraud',
      matched: [],
    }),
  },
  audit: {
    record: async (): Promise<void> => {
      throw new Error('The audit log (admin module) is not wired yet.');
    },
  },
};
