/**
 * The port-out PIN (issue 12, Port-out protection): the carrier asks for it when another carrier wants to
 * take a number. One rule for the PIN form and the server.
 */
export const PORT_OUT_PIN_MIN_DIGITS = 4;
export const PORT_OUT_PIN_MAX_DIGITS = 8;
/** Issue 12: "0000 and 1234 refused" (the first PINs anyone would guess); docs/adr/0035. */
export const REFUSED_PORT_OUT_PINS: readonly string[] = ['0000', '1234'];

export const PORT_OUT_PIN_FORMAT_MESSAGE = 'The PIN must be 4 to 8 digits.';
export const PORT_OUT_PIN_GUESSABLE_MESSAGE =
  'That PIN is too easy to guess. Choose a PIN other than 0000 or 1234.';

/** Why the PIN cannot be used, in the form's words; null when it can. */
export function portOutPinProblem(pin: string): string | null {
  const pattern = new RegExp(`^[0-9]{${PORT_OUT_PIN_MIN_DIGITS},${PORT_OUT_PIN_MAX_DIGITS}}$`);
  if (!pattern.test(pin)) return PORT_OUT_PIN_FORMAT_MESSAGE;
  if (REFUSED_PORT_OUT_PINS.includes(pin)) return PORT_OUT_PIN_GUESSABLE_MESSAGE;
  return null;
}
