import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  attributeLabel,
  formatAttributeValue,
  type AdAttributes,
  type CategoryAttribute,
} from '@sokoni/contracts';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-size: ${({ theme }) => theme.font.size.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 45%;
    padding-right: ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
  td {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

/** The rows of the table: the category's fields the ad has a value for, in the category's order. */
export function fieldRows(fields: readonly CategoryAttribute[], values: AdAttributes, language: string) {
  return fields
    .filter((field) => values[field.key] !== undefined && values[field.key] !== '')
    .map((field) => ({
      key: field.key,
      label: attributeLabel(field.label, language),
      value: formatAttributeValue(field, values[field.key], language),
    }));
}

/**
 * The ad's category fields as a small two-column table (nothing when it has none), drawn from the fields its
 * page's answer carries (`Ad.fields`): no request for the category, nothing more in the page's data.
 */
export function AdFieldTable({
  fields,
  values,
}: {
  fields: readonly CategoryAttribute[];
  values: AdAttributes;
}) {
  const { t, i18n } = useTranslation('ads');
  const rows = fieldRows(fields, values, i18n.language);
  if (rows.length === 0) return null;
  return (
    <StyledTable data-testid="ad-fields">
      <caption>{t('categoryFields.heading')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
