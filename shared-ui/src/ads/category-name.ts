import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface CategoryLike {
  slug: string;
  name: string;
}

/**
 * A category's name in the page language: the shared translation for its slug (`common:categories.<slug>`) when
 * there is one, else the name the api sent (admins may add categories the dictionaries do not know yet).
 */
export function useCategoryName(): (category: CategoryLike) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (category: CategoryLike) => t(`categories.${category.slug}`, { defaultValue: category.name }),
    [t],
  );
}

/** "parent / child", each translated by slug. */
export function useCategoryPath(): (category: CategoryLike & { parent: CategoryLike | null }) => string {
  const name = useCategoryName();
  return useCallback(
    (category) => (category.parent ? `${name(category.parent)} / ${name(category)}` : name(category)),
    [name],
  );
}
