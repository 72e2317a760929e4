/**
 * A case as a consumer reads it: every field, those a case keeps packed and makes when asked
 * (its parts' ranges) included, as plain data. Deep equality of cases compares what they
 * store; this compares what they give.
 */
export function asRead(c: object): Record<string, unknown> {
  const read: Record<string, unknown> = { ...c };
  for (let proto = Object.getPrototypeOf(c); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto)))
      if (descriptor.get && !key.startsWith('_')) read[key] = (c as Record<string, unknown>)[key];
  delete read['base'];
  delete read['packed'];
  return read;
}
