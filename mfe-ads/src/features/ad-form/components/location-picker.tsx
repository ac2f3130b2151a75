import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@sokoni/contracts';
import { Field, Select, TextInput } from '@sokoni/shared-ui';
import { comparePlaceNames, foldPlaceName } from '../../../lib/place-order';

export interface LocationPickerProps {
  locations: Location[];
  province: string;
  location: string;
  onChange: (next: { province: string; location: string }) => void;
  error?: string;
  disabled?: boolean;
}

/** The province whose tree holds a place. */
export function provinceOf(locations: Location[], id: number): number | null {
  const byId = new Map(locations.map((place) => [place.id, place]));
  let current = byId.get(id);
  for (let guard = 0; current && guard < 5; guard += 1) {
    if (current.parent_id === null) return current.id;
    current = byId.get(current.parent_id);
  }
  return null;
}

/**
 * Province, then city or commune, with a search box that narrows the list (Kinshasa alone has two dozen
 * communes). Native selects: the phone's own picker is the fastest on a cheap Android.
 */
export function LocationPicker({
  locations,
  province,
  location,
  onChange,
  error,
  disabled,
}: LocationPickerProps) {
  const { t } = useTranslation('ads');
  const [search, setSearch] = useState('');
  const provinces = useMemo(() => locations.filter((place) => place.parent_id === null), [locations]);

  const places = useMemo(() => {
    // Accents and case do not matter: "ngaliema" finds "Ngaliema", "equateur" "Équateur".
    const wanted = foldPlaceName(search.trim());
    return (
      locations
        // Provinces are chosen above; only one without cities or communes is a place of its own.
        .filter(
          (place) => place.parent_id !== null || !locations.some((child) => child.parent_id === place.id),
        )
        .filter((place) => !province || provinceOf(locations, place.id) === Number(province))
        .filter((place) => !wanted || foldPlaceName(`${place.name} ${place.path}`).includes(wanted))
        .sort((a, b) => comparePlaceNames(a.path, b.path))
    );
  }, [locations, province, search]);

  // The chosen place stays listed even when the search no longer matches it, so the select never loses it.
  const selected = locations.find((place) => String(place.id) === location);
  const options = selected && !places.includes(selected) ? [selected, ...places] : places;

  return (
    <>
      <Field label={t('adForm.province')} id="ad-province">
        <Select
          name="province"
          value={province}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value;
            const keep = selected && (!next || provinceOf(locations, selected.id) === Number(next));
            onChange({ province: next, location: keep ? location : '' });
          }}
        >
          <option value="">{t('adForm.allProvinces')}</option>
          {provinces.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('adForm.searchPlace')} id="ad-place-search">
        <TextInput
          type="search"
          icon="search"
          value={search}
          disabled={disabled}
          placeholder={t('adForm.searchPlacePlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search box would submit the whole form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Field>
      <Field
        label={t('adForm.location')}
        required
        error={error}
        hint={search.trim() ? t('adForm.placesFound', { count: places.length }) : undefined}
        id="ad-location"
      >
        <Select
          name="location"
          value={location}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value;
            const owner = next ? provinceOf(locations, Number(next)) : null;
            onChange({ province: province || (owner === null ? '' : String(owner)), location: next });
          }}
        >
          <option value="">{t('adForm.chooseLocation')}</option>
          {options.map((place) => (
            <option key={place.id} value={place.id}>
              {place.path}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
