import type { TFunction } from 'i18next';
import {
  validateAdAttributes,
  type AdAttributes,
  type AttributeProblem,
  type CategoryAttribute,
  type CategoryTreeNode,
} from '@sokoni/contracts';

/**
 * The browser's side of category fields (contracts/src/attributes.ts): the fields of a category of the tree, the
 * form's texts checked by the api's own rule, and a problem as a sentence of the page's language.
 */

/** The fields of a category of the tree by id or slug (a parent's own, often none). */
export function fieldsOf(
  tree: CategoryTreeNode[],
  category: { id?: string | number; slug?: string },
): CategoryAttribute[] {
  for (const node of tree)
    for (const candidate of [node, ...node.children]) {
      if (category.id !== undefined && String(candidate.id) === String(category.id))
        return candidate.attributes ?? [];
      if (category.slug !== undefined && candidate.slug === category.slug) return candidate.attributes ?? [];
    }
  return [];
}

/** A problem as the form shows it under the field (`ads:categoryFields.errors.*`). */
export function problemText(problem: AttributeProblem, t: TFunction): string {
  return t(
    `categoryFields.errors.${problem.code}`,
    'limit' in problem ? { limit: problem.limit } : undefined,
  );
}

/** The texts of the form's field controls checked as the api checks them: errors by field key. */
export function checkFieldTexts(
  fields: readonly CategoryAttribute[],
  texts: Record<string, string>,
  t: TFunction,
): Record<string, string> {
  const { errors } = validateAdAttributes(fields, texts);
  const byKey: Record<string, string> = {};
  for (const [name, problem] of Object.entries(errors))
    byKey[name.replace(/^attributes\.?/, '')] = problemText(problem, t);
  return byKey;
}

/** An ad's values as the texts of the form's controls. */
export function textsOf(values: AdAttributes | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The `attributes` field of the ad form: the filled values of the category's fields, as one JSON object. */
export function attributesJson(fields: readonly CategoryAttribute[], texts: Record<string, string>): string {
  const filled: Record<string, string> = {};
  for (const field of fields) {
    const text = texts[field.key]?.trim();
    if (text) filled[field.key] = text;
  }
  return JSON.stringify(filled);
}
