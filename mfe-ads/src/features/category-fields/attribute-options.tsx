import { attributeLabel, type CategoryAttribute } from '@sokoni/contracts';

export interface AttributeOptionsProps {
  field: CategoryAttribute;
  language: string;
  /** The first option, for no value (« Peu importe » in a filter, « Non précisé » in the ad form). */
  none: string;
}

/** The options of a category field's select: none first, then the field's values in the page's language. */
export function AttributeOptions({ field, language, none }: AttributeOptionsProps) {
  return (
    <>
      <option value="">{none}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {attributeLabel(option.label, language)}
        </option>
      ))}
    </>
  );
}
