import {
  type PortabilityAnswer,
  type PortabilityLookup,
  PortabilityLookupFailed,
} from '../../ports/portability-lookup.ts';

export const SIMULATED_NOT_PORTABLE_REASON =
  'This number cannot be ported: its carrier is outside our coverage area.';

/**
 * Answers by the number's last digit, so testers and the e2e journeys can pick their case (docs/adr/0047):
 * 0-3 portable landline; 4-5 portable landline needing the account number; 6-7 portable wireless (account
 * number and PIN); 8 not portable; 9 makes the whole check fail without a message.
 */
export class SimulatedPortabilityLookup implements PortabilityLookup {
  async check(tns: readonly string[]): Promise<PortabilityAnswer[]> {
    if (tns.some((tn) => tn.endsWith('9'))) throw new PortabilityLookupFailed(null);
    return tns.map(simulatedAnswer);
  }
}

export function simulatedAnswer(tn: string): PortabilityAnswer {
  const digit = Number(tn.at(-1));
  const answer = { tn, isWireless: false, isAccountRequired: false, reason: null };
  if (digit <= 3)
    return { ...answer, isPortable: true, carrier: 'Simulated Landline Co', portingInterval: 7 };
  if (digit <= 5)
    return {
      ...answer,
      isPortable: true,
      isAccountRequired: true,
      carrier: 'Simulated Business Voice',
      portingInterval: 10,
    };
  if (digit <= 7)
    return {
      ...answer,
      isPortable: true,
      isWireless: true,
      isAccountRequired: true,
      carrier: 'Simulated Wireless',
      portingInterval: 3,
    };
  return {
    ...answer,
    isPortable: false,
    carrier: 'Simulated Rural Exchange',
    portingInterval: null,
    reason: SIMULATED_NOT_PORTABLE_REASON,
  };
}
