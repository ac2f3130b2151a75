import { isSlug, slugify } from '@sokoni/contracts';

/** The slug part of an add form: the slug, and whether the administrator typed it themselves. */
export interface SlugDraft {
  slug: string;
  /** Once typed by hand the slug no longer follows the name (emptied, it follows again). */
  slug_edited: boolean;
}

/** What a new name changes in the draft: the slug follows the name until it is edited by hand. */
export function slugFollowing(draft: SlugDraft, name: string): Partial<SlugDraft> {
  return draft.slug_edited ? {} : { slug: slugify(name) };
}

/** What typing in the slug field changes. */
export function slugTyped(slug: string): SlugDraft {
  return { slug, slug_edited: slug !== '' };
}

/** The i18n key of what is wrong with a slug (empty, or not lower-case words and dashes), or null. */
export function slugProblem(slug: string): 'catalogue.slugRequired' | 'catalogue.slugInvalid' | null {
  if (slug.trim() === '') return 'catalogue.slugRequired';
  return isSlug(slug) ? null : 'catalogue.slugInvalid';
}
