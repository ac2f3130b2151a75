import { useTranslation } from 'react-i18next';
import { AD_SORTS, type AdSort } from '@sokoni/contracts';
import { Field, Select } from '@sokoni/shared-ui';

export interface SortSelectProps {
  value: AdSort | undefined;
  onChange: (sort: AdSort) => void;
}

/** Relevance (the default: running boosts first), newest first, price ascending, price descending. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('ads');
  return (
    <Field label={t('browse.sort.label')} id="ads-sort">
      <Select value={value ?? 'relevance'} onChange={(event) => onChange(event.target.value as AdSort)}>
        {AD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`browse.sort.${sort}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
