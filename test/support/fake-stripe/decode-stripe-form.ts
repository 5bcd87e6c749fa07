/**
 * Decodes the form encoding the `stripe` SDK sends (`metadata[basketUuid]=x&items[0][amount]=5`) into
 * nested objects and arrays. Values stay strings, as Stripe's own server receives them.
 */
export function decodeStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => part !== '' || i === 0);
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? '');
      const slot = Array.isArray(node) && part === '' ? node.length : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}
