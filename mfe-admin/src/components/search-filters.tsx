import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, TextInput } from '@sokoni/shared-ui';
import { StyledFilters } from './admin-frame';

export interface SearchFiltersProps {
  /** The label of the search field; no search field when left out (the search in the URL is kept). */
  searchLabel?: string;
  /** The search in the URL, the field's first value. */
  query: string;
  /** Called with the trimmed search (undefined when empty) on Apply or Enter. */
  onSearch: (query: string | undefined) => void;
  /** The filters after the search field (selects that apply at once). */
  children?: ReactNode;
}

/** The search box and filters above an admin list, with the Apply button. */
export function SearchFilters({ searchLabel, query, onSearch, children }: SearchFiltersProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState(query);
  return (
    <StyledFilters
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      {searchLabel ? (
        <Field label={searchLabel}>
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
      ) : null}
      {children}
      <Button type="submit" icon="search">
        {t('filters.apply')}
      </Button>
    </StyledFilters>
  );
}

export interface FilterSelectProps {
  label: string;
  /** The filter's value in the URL (`unset` when there is none). */
  value: string;
  /** The option that stands for no filter: choosing it takes the filter out of the URL. */
  unset?: string;
  onChange: (value: string | undefined) => void;
  /** The options. */
  children: ReactNode;
}

/** A filter of an admin list that applies as soon as it is chosen. */
export function FilterSelect({ label, value, unset = '', onChange, children }: FilterSelectProps) {
  return (
    <Field label={label}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value === unset ? undefined : event.target.value)}
      >
        {children}
      </Select>
    </Field>
  );
}
