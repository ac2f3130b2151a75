import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { attributeLabel, type CategoryAttribute } from '@sokoni/contracts';
import { Field, Select, TextInput } from '@sokoni/shared-ui';
import { AttributeOptions } from './attribute-options';

/** Two inputs side by side under their legend (a price or a number between two bounds). */
export const StyledRange = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface CategoryFieldFiltersProps {
  /** The fields of the category filtered on. */
  fields: readonly CategoryAttribute[];
  /** The option filters in force, by parameter (`attr.make`). */
  applied: Record<string, string>;
  /** The number boxes' texts, by parameter (`attr.year_min`). */
  ranges: Record<string, string>;
  /** Errors by parameter. */
  errors: Record<string, string | undefined>;
  /** An option picked: applies at once. */
  onPick: (name: string, value: string) => void;
  /** A number typed: applies with the form. */
  onRange: (name: string, value: string) => void;
  idPrefix: string;
}

/**
 * The chosen category's fields in the filter panel: a list for each option field, a minimum and a maximum for each
 * number field (with its unit). Text fields are not filtered on.
 */
export function CategoryFieldFilters({
  fields,
  applied,
  ranges,
  errors,
  onPick,
  onRange,
  idPrefix,
}: CategoryFieldFiltersProps) {
  const { t, i18n } = useTranslation('ads');
  const language = i18n.language;
  return (
    <>
      {fields.map((field) => {
        const label = attributeLabel(field.label, language);
        const name = `attr.${field.key}`;
        if (field.type === 'option')
          return (
            <Field key={field.key} label={label} id={`${idPrefix}-${field.key}`} error={errors[name]}>
              <Select value={applied[name] ?? ''} onChange={(event) => onPick(name, event.target.value)}>
                <AttributeOptions field={field} language={language} none={t('categoryFields.any')} />
              </Select>
            </Field>
          );
        if (field.type !== 'number') return null;
        const legend = field.unit ? `${label} (${field.unit})` : label;
        return (
          <StyledRange key={field.key} data-testid={`range-${field.key}`}>
            <legend>{legend}</legend>
            {(['min', 'max'] as const).map((bound) => (
              <Field
                key={bound}
                label={t(`categoryFields.${bound}`)}
                id={`${idPrefix}-${field.key}-${bound}`}
                error={errors[`${name}_${bound}`]}
              >
                <TextInput
                  inputMode={field.integer ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  maxLength={16}
                  aria-label={t(`categoryFields.${bound}Of`, { label })}
                  value={ranges[`${name}_${bound}`] ?? ''}
                  onChange={(event) => onRange(`${name}_${bound}`, event.target.value)}
                />
              </Field>
            ))}
          </StyledRange>
        );
      })}
    </>
  );
}
