/** Takes the PIN out of a port-in's billing fields: it is stored sealed, apart, and never answered. */
export function splitPin(data: Readonly<Record<string, unknown>>): {
  billing: Readonly<Record<string, unknown>>;
  pin: string | null;
} {
  const { pin, ...billing } = data;
  return { billing, pin: typeof pin === 'string' && pin !== '' ? pin : null };
}
