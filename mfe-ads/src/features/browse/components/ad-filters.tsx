import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readAttributeFilters, SEARCH_QUERY_MAX_LENGTH, type Location } from '@sokoni/contracts';
import { Button, Field, Select, TextInput, useCategoryName, useListCurrenciesQuery } from '@sokoni/shared-ui';
import { useListCategoriesQuery, useListLocationsQuery } from '../../../lib/catalog-api';
import { comparePlaceNames } from '../../../lib/place-order';
import type { AdFilters, FilterChanges } from '../hooks/use-ad-filters';
import { useKeptCatalogue } from '../../../lib/kept-catalogue';
import { fieldsOf, problemText } from '../../category-fields/category-fields';
import { CategoryFieldFilters, StyledRange } from '../../category-fields/category-field-filters';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledFieldset = styled(StyledRange)`
  > :last-child {
    grid-column: 1 / -1;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Provinces, each followed by the places inside it (cities, then their communes), indented by depth. */
export function locationOptions(
  locations: Location[],
): { province: Location; places: { location: Location; depth: number }[] }[] {
  const children = new Map<number | null, Location[]>();
  for (const location of locations) {
    const list = children.get(location.parent_id) ?? [];
    list.push(location);
    children.set(location.parent_id, list);
  }
  const byName = (a: Location, b: Location) => comparePlaceNames(a.name, b.name);
  const walk = (parentId: number, depth: number): { location: Location; depth: number }[] =>
    (children.get(parentId) ?? [])
      .sort(byName)
      .flatMap((location) => [{ location, depth }, ...walk(location.id, depth + 1)]);
  return locations
    .filter((location) => location.type === 'province')
    .sort(byName)
    .map((province) => ({ province, places: walk(province.id, 0) }));
}

interface PriceBoundProps {
  label: string;
  id: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The lowest or highest price of the filters: an amount of the chosen currency, 0 or more. */
function PriceBound({ label, id, error, value, onChange }: PriceBoundProps) {
  return (
    <Field label={label} id={id} error={error}>
      <TextInput
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export interface AdFiltersFormProps {
  filters: AdFilters;
  displayCurrency: string;
  onChange: (changes: FilterChanges) => void;
  onReset: () => void;
  /** After the form is submitted or reset (the phone layout folds the panel then). */
  onDone?: () => void;
}

/**
 * Search words, category, location and price range. Lists apply at once, taking along the words typed so far
 * (picking a category after typing "toyota" searches toyota in it); typed values otherwise apply on submit, so
 * a visitor on a slow connection does not start a search at every keystroke.
 */
export function AdFiltersForm({ filters, displayCurrency, onChange, onReset, onDone }: AdFiltersFormProps) {
  const { t } = useTranslation('ads');
  const categoryName = useCategoryName();
  const id = useId();
  const { data: categories } = useListCategoriesQuery();
  const { data: locations } = useListLocationsQuery();
  const { data: currencies } = useListCurrenciesQuery();
  // The same lists as the post-ad form's: kept for it to open without signal.
  useKeptCatalogue({ categories: categories?.data, locations: locations?.data, currencies: currencies?.data });
  const [q, setQ] = useState(filters.q ?? '');
  const [minPrice, setMinPrice] = useState(filters.min_price?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.max_price?.toString() ?? '');
  const [priceCurrency, setPriceCurrency] = useState(filters.price_currency ?? displayCurrency);
  const [priceError, setPriceError] = useState<string | null>(null);
  // The number boxes of the category's fields (`attr.year_min`…), started again when the category changes.
  const rangesOf = (applied: Record<string, string>) =>
    Object.fromEntries(Object.entries(applied).filter(([name]) => /_(min|max)$/.test(name)));
  const [ranges, setRanges] = useState(() => ({ category: filters.category, texts: rangesOf(filters.attributes) }));
  if (ranges.category !== filters.category)
    setRanges({ category: filters.category, texts: rangesOf(filters.attributes) });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const fields = filters.category && categories ? fieldsOf(categories.data, { slug: filters.category }) : [];
  const provinces = useMemo(() => locationOptions(locations?.data ?? []), [locations]);
  const currencyCodes = currencies?.data.filter((c) => c.is_active).map((c) => c.code) ?? [];
  if (!currencyCodes.includes(priceCurrency)) currencyCodes.unshift(priceCurrency);

  /** A list pick applies at once with the words in the box, submitted or not. */
  const pick = (changes: FilterChanges) => onChange({ ...changes, q: q.trim() || undefined });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const min = minPrice.trim() === '' ? undefined : Number(minPrice);
    const max = maxPrice.trim() === '' ? undefined : Number(maxPrice);
    if (min !== undefined && max !== undefined && min > max) {
      setPriceError(t('browse.filters.invalidPrice'));
      return;
    }
    setPriceError(null);
    // The bounds typed in the category's fields, checked by the api's own rule before anything is sent.
    const typed = Object.fromEntries(Object.entries(ranges.texts).map(([name, text]) => [name, text.trim()]));
    const checked = readAttributeFilters(fields, typed);
    if (Object.keys(checked.errors).length > 0) {
      setFieldErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([name, problem]) => [name, problemText(problem, t)])),
      );
      return;
    }
    setFieldErrors({});
    const hasPrice = min !== undefined || max !== undefined;
    onChange({
      ...Object.fromEntries(Object.entries(typed).map(([name, text]) => [name, text || undefined])),
      q: q.trim() || undefined,
      min_price: min,
      max_price: max,
      price_currency: hasPrice ? priceCurrency : undefined,
    });
    onDone?.();
  };

  return (
    <StyledForm role="search" onSubmit={onSubmit} aria-label={t('browse.filters.title')}>
      <Field label={t('browse.filters.search')} id={`${id}-q`}>
        <TextInput
          type="search"
          icon="search"
          value={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('browse.filters.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
          enterKeyHint="search"
        />
      </Field>
      <Field label={t('browse.filters.category')} id={`${id}-category`}>
        <Select value={filters.category ?? ''} onChange={(event) => pick({ category: event.target.value })}>
          <option value="">{t('browse.filters.allCategories')}</option>
          {categories?.data.map((parent) => (
            <optgroup key={parent.id} label={categoryName(parent)}>
              <option value={parent.slug}>{t('browse.filters.allOf', { name: categoryName(parent) })}</option>
              {parent.children.map((child) => (
                <option key={child.id} value={child.slug}>
                  {categoryName(child)}
                </option>
              ))}
            </optgroup>
          ))}
          {filters.category && !categories ? (
            <option value={filters.category}>{filters.category}</option>
          ) : null}
        </Select>
      </Field>
      <Field label={t('browse.filters.location')} id={`${id}-location`}>
        <Select value={filters.location ?? ''} onChange={(event) => pick({ location: event.target.value })}>
          <option value="">{t('browse.filters.allLocations')}</option>
          {provinces.map(({ province, places }) => (
            <optgroup key={province.id} label={province.name}>
              <option value={province.slug}>
                {t('browse.filters.wholeProvince', { name: province.name })}
              </option>
              {places.map(({ location, depth }) => (
                <option key={location.id} value={location.slug}>
                  {`${'\u2003'.repeat(depth)}${location.name}`}
                </option>
              ))}
            </optgroup>
          ))}
          {filters.location && !locations ? (
            <option value={filters.location}>{filters.location}</option>
          ) : null}
        </Select>
      </Field>
      <CategoryFieldFilters
        fields={fields}
        applied={filters.attributes}
        ranges={ranges.texts}
        errors={fieldErrors}
        idPrefix={`${id}-attr`}
        onPick={(name, value) => pick({ [name]: value || undefined })}
        onRange={(name, value) => {
          setRanges((current) => ({ ...current, texts: { ...current.texts, [name]: value } }));
          if (fieldErrors[name]) setFieldErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      <StyledFieldset>
        <legend>{t('browse.filters.priceRange')}</legend>
        <PriceBound label={t('browse.filters.minPrice')} id={`${id}-min`} value={minPrice} onChange={setMinPrice} />
        <PriceBound
          label={t('browse.filters.maxPrice')}
          id={`${id}-max`}
          error={priceError ?? undefined}
          value={maxPrice}
          onChange={setMaxPrice}
        />
        <Field label={t('browse.filters.priceCurrency')} id={`${id}-currency`}>
          <Select value={priceCurrency} onChange={(event) => setPriceCurrency(event.target.value)}>
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
      </StyledFieldset>
      <StyledActions>
        <Button type="submit" icon="filter">
          {t('browse.filters.apply')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            onReset();
            onDone?.();
          }}
        >
          {t('browse.filters.reset')}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
