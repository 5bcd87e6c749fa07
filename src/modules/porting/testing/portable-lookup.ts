import type { PortabilityAnswer, PortabilityLookup } from '../ports/portability-lookup.ts';

/** A lookup that finds every number a portable landline, for use-case tests. */
export class PortableLookup implements PortabilityLookup {
  async check(tns: readonly string[]): Promise<PortabilityAnswer[]> {
    return tns.map((tn) => ({
      tn,
      isPortable: true,
      isWireless: false,
      carrier: 'Test Telephone',
      isAccountRequired: false,
      portingInterval: 7,
      reason: null,
    }));
  }
}
