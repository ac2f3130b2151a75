import type { TSchema } from '@sokoni/contracts';

/**
 * A copy of a contract schema without nested `$id`s. The contracts name shared parts (`Ad`, `Category`);
 * a response that holds the same part twice (recent and boosted ads) would make the serializer see two
 * schemas with one id. The copy keeps the static type, so routes stay typed.
 */
export function inlineSchema<T extends TSchema>(schema: T): T {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key !== '$id')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  return strip(schema) as T;
}
