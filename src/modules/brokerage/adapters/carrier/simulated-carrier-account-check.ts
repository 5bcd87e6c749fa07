import type { CarrierAccountCheck } from '../../ports/carrier-account-check.ts';

/**
 * The offline carrier check (docs/adr/0059): accepts every credential unless its secret contains 'invalid', so
 * the refused path can be tried by hand and in tests. Real Bandwidth / Peerless adapters replace it.
 */
export const simulatedCarrierAccountCheck: CarrierAccountCheck = {
  async accepts({ secret }) {
    return !secret.toLowerCase().includes('invalid');
  },
};
