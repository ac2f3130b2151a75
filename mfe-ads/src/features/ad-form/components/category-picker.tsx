import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode } from '@sokoni/contracts';
import { Field, Select, useCategoryName } from '@sokoni/shared-ui';

export interface CategoryPickerProps {
  tree: CategoryTreeNode[];
  parent: string;
  category: string;
  onChange: (next: { parentCategory: string; category: string }) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The category in two steps, as on paper: the family first, then the kind of thing (the api wants a leaf).
 * A family without sub-categories is itself the choice.
 */
export function CategoryPicker({ tree, parent, category, onChange, error, disabled }: CategoryPickerProps) {
  const { t } = useTranslation('ads');
  const name = useCategoryName();
  const chosen = tree.find((node) => String(node.id) === parent);
  const children = chosen?.children ?? [];
  const needsChild = children.length > 0;

  const chooseParent = (value: string) => {
    const node = tree.find((item) => String(item.id) === value);
    const leaf = node && node.children.length === 0 ? value : '';
    onChange({ parentCategory: value, category: leaf });
  };

  return (
    <>
      <Field
        label={t('adForm.category')}
        required
        error={!needsChild ? error : undefined}
        id="ad-category-parent"
      >
        <Select
          name="category_parent"
          value={parent}
          disabled={disabled}
          onChange={(event) => chooseParent(event.target.value)}
        >
          <option value="">{t('adForm.chooseCategory')}</option>
          {tree.map((node) => (
            <option key={node.id} value={node.id}>
              {name(node)}
            </option>
          ))}
        </Select>
      </Field>
      {needsChild ? (
        <Field label={t('adForm.subcategory')} required error={error} id="ad-category">
          <Select
            name="category"
            value={category}
            disabled={disabled}
            onChange={(event) => onChange({ parentCategory: parent, category: event.target.value })}
          >
            <option value="">{t('adForm.chooseSubcategory')}</option>
            {children.map((child) => (
              <option key={child.id} value={child.id}>
                {name(child)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </>
  );
}
