import { describe, expect, it } from 'vitest';
import {
  PORT_OUT_PIN_FORMAT_MESSAGE,
  PORT_OUT_PIN_GUESSABLE_MESSAGE,
  portOutPinProblem,
} from './port-out-pin.ts';

describe('portOutPinProblem', () => {
  it('takes 4 to 8 digits', () => {
    for (const pin of ['2468', '13579', '24681357']) expect(portOutPinProblem(pin)).toBeNull();
  });

  it('refuses fewer than 4 or more than 8 digits, and anything but digits', () => {
    for (const pin of ['', '123', '123456789', '12a4', ' 2468', '24 68', '２４６８'])
      expect(portOutPinProblem(pin), pin).toBe(PORT_OUT_PIN_FORMAT_MESSAGE);
  });

  it('refuses 0000 and 1234', () => {
    expect(portOutPinProblem('0000')).toBe(PORT_OUT_PIN_GUESSABLE_MESSAGE);
    expect(portOutPinProblem('1234')).toBe(PORT_OUT_PIN_GUESSABLE_MESSAGE);
  });

  it('takes other same-digit and sequential PINs (the issue refuses only 0000 and 1234; ADR 0035)', () => {
    expect(portOutPinProblem('1111')).toBeNull();
    expect(portOutPinProblem('12345')).toBeNull();
  });
});
