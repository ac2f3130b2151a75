import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { attributeLabel, type CategoryAttribute } from '@sokoni/contracts';
import { Field, Select, TextInput } from '@sokoni/shared-ui';
import { AttributeOptions } from './attribute-options';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface CategoryFieldInputsProps {
  fields: readonly CategoryAttribute[];
  /** The text of each control by field key. */
  values: Record<string, string>;
  /** The message under each field by key. */
  errors: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
}

/** The control ids of the fields, for focusing the first one in error. */
export const fieldControlId = (key: string) => `ad-attr-${key}`;

/**
 * The chosen category's own fields in the ad form (make, year, mileage…): a list for options, a number box with its
 * unit and bounds, a short text. Every field is optional.
 */
export function CategoryFieldInputs({ fields, values, errors, onChange }: CategoryFieldInputsProps) {
  const { t, i18n } = useTranslation('ads');
  const language = i18n.language;
  const number = new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'fr-FR', { useGrouping: true });
  const format = (value: number) => (Math.abs(value) < 10_000 ? String(value) : number.format(value));
  if (fields.length === 0) return null;
  return (
    <StyledGrid data-testid="category-fields">
      {fields.map((field) => {
        const label = attributeLabel(field.label, language);
        const id = fieldControlId(field.key);
        const common = { id, error: errors[field.key] };
        if (field.type === 'option')
          return (
            <Field key={field.key} label={label} {...common}>
              <Select
                name={`attributes.${field.key}`}
                value={values[field.key] ?? ''}
                onChange={(event) => onChange(field.key, event.target.value)}
              >
                <AttributeOptions field={field} language={language} none={t('categoryFields.unset')} />
              </Select>
            </Field>
          );
        const hint =
          field.type === 'number' && field.min !== undefined && field.max !== undefined
            ? t('categoryFields.between', { min: format(field.min), max: format(field.max) })
            : undefined;
        return (
          <Field
            key={field.key}
            label={field.unit ? `${label} (${field.unit})` : label}
            hint={hint}
            {...common}
          >
            <TextInput
              name={`attributes.${field.key}`}
              value={values[field.key] ?? ''}
              inputMode={field.type === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
              autoComplete="off"
              maxLength={field.type === 'text' ? 80 : 16}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          </Field>
        );
      })}
    </StyledGrid>
  );
}
