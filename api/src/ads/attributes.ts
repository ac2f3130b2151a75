import type { Kysely } from 'kysely';
import type { AttributeProblem, CategoryAttribute } from '@sokoni/contracts';
import type { Database } from '../db/types';
import type { MessageKey } from '../i18n/messages';
import type { FieldError } from '../plugins/errors';

/**
 * The api's side of category fields: the fields of a category, and the shared validator's problems
 * (contracts/src/attributes.ts) as the api's translated field errors.
 */

/** The fields of an active category by id or slug; undefined when there is no such category. */
export async function categoryFields(
  db: Kysely<Database>,
  category: { id: number } | { slug: string },
): Promise<CategoryAttribute[] | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('attributes')
    .$if('id' in category, (qb) => qb.where('id', '=', (category as { id: number }).id))
    .$if('slug' in category, (qb) => qb.where('slug', '=', (category as { slug: string }).slug))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ? (row.attributes ?? []) : undefined;
}

/** A problem of an ad's value or of a list filter, as a field error in the request's language. */
export function attributeError(problem: AttributeProblem): FieldError {
  switch (problem.code) {
    case 'notObject':
      return 'attributes.notObject';
    case 'unknown':
      return 'attributes.unknown';
    case 'number':
      return 'validation.number';
    case 'integer':
      return 'validation.integer';
    case 'minimum':
      return { key: 'validation.minimum', params: { limit: problem.limit } };
    case 'maximum':
      return { key: 'validation.maximum', params: { limit: problem.limit } };
    case 'choice':
      return 'validation.choice';
    case 'maxLength':
      return { key: 'validation.maxLength', params: { limit: problem.limit } };
    case 'range':
      return 'attributes.range';
  }
}

/** A problem of an administrator's field list (path `attributes.<index>.<part>`), as a field error. */
export function fieldDefinitionError(path: string, problem: AttributeProblem): MessageKey {
  const part = path.split('.').pop();
  if (problem.code === 'range') return 'attributes.range';
  if (part === 'key')
    return problem.code === 'unknown' ? 'admin.attributeKeyTaken' : 'admin.attributeKeyInvalid';
  if (part === 'options' && problem.code === 'choice') return 'admin.attributeOptionsInvalid';
  return 'admin.attributeNotForType';
}
