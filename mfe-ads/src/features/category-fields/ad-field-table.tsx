import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  attributeLabel,
  formatAttributeValue,
  type AdAttributes,
  type CategoryAttribute,
} from '@sokoni/contracts';
import { skipToken } from '@sokoni/shared-ui';
import { useGetCategoryQuery } from '../../lib/catalog-api';

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

/** The ad's category fields as a small two-column table (nothing when it has none). */
export function AdFieldTable({ categorySlug, values }: { categorySlug: string; values: AdAttributes }) {
  const { t, i18n } = useTranslation('ads');
  const hasValues = Object.keys(values).length > 0;
  const { data } = useGetCategoryQuery(hasValues ? categorySlug : skipToken);
  const rows = fieldRows(data?.attributes ?? [], values, i18n.language);
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
