import { describe, expect, it } from 'vitest';
import { PortabilityLookupFailed } from '../../ports/portability-lookup.ts';
import { SIMULATED_NOT_PORTABLE_REASON, SimulatedPortabilityLookup } from './simulated-portability-lookup.ts';

const lookup = new SimulatedPortabilityLookup();
const answerFor = async (tn: string) => (await lookup.check([tn]))[0];

describe('SimulatedPortabilityLookup (the last digit picks the case)', () => {
  it.each(['0', '1', '2', '3'])('last digit %s: a portable landline needing no account', async (digit) => {
    expect(await answerFor(`+1802234010${digit}`)).toMatchObject({
      isPortable: true,
      isWireless: false,
      isAccountRequired: false,
      reason: null,
    });
  });

  it.each(['4', '5'])('last digit %s: a portable landline needing the account number', async (digit) => {
    expect(await answerFor(`+1802234010${digit}`)).toMatchObject({
      isPortable: true,
      isWireless: false,
      isAccountRequired: true,
    });
  });

  it.each(['6', '7'])('last digit %s: a portable wireless number needing account and PIN', async (digit) => {
    expect(await answerFor(`+1802234010${digit}`)).toMatchObject({
      isPortable: true,
      isWireless: true,
      isAccountRequired: true,
      carrier: 'Simulated Wireless',
    });
  });

  it('last digit 8: not portable, with the carrier’s reason', async () => {
    expect(await answerFor('+18022340108')).toMatchObject({
      isPortable: false,
      reason: SIMULATED_NOT_PORTABLE_REASON,
    });
  });

  it('last digit 9 anywhere in the list: the whole check fails without a message', async () => {
    const failure = await lookup.check(['+18022340100', '+18022340109']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PortabilityLookupFailed);
    expect((failure as PortabilityLookupFailed).reason).toBeNull();
  });

  it('answers every number in the order asked', async () => {
    const answers = await lookup.check(['+18022340106', '+18022340100']);
    expect(answers.map((answer) => answer.tn)).toEqual(['+18022340106', '+18022340100']);
  });
});
