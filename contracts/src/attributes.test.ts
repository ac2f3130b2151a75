import {
  formatAttributeValue,
  keepFittingAttributes,
  readAttributeFilters,
  validateAdAttributes,
  validateCategoryAttributes,
  type CategoryAttribute,
} from './attributes';

const fields: CategoryAttribute[] = [
  {
    key: 'make',
    type: 'option',
    label: { fr: 'Marque', en: 'Make' },
    options: [{ value: 'toyota', label: { fr: 'Toyota', en: 'Toyota' } }],
  },
  { key: 'model', type: 'text', label: { fr: 'Modèle', en: 'Model' } },
  { key: 'year', type: 'number', label: { fr: 'Année', en: 'Year' }, integer: true, min: 1960, max: 2030 },
  { key: 'mileage_km', type: 'number', label: { fr: 'Kilométrage', en: 'Mileage' }, unit: 'km', min: 0 },
];

describe('validateAdAttributes (the one rule of the api and the ad form)', () => {
  it('reads numbers as people type them and leaves empty values out', () => {
    expect(
      validateAdAttributes(fields, { make: 'toyota', year: '2 015', mileage_km: '12,5', model: '' }),
    ).toEqual({
      values: { make: 'toyota', year: 2015, mileage_km: 12.5 },
      errors: {},
    });
  });

  it('names each problem under its field', () => {
    const { errors } = validateAdAttributes(fields, {
      make: 'lada',
      year: 2015.5,
      mileage_km: -1,
      colour: 'red',
    });
    expect(errors).toEqual({
      'attributes.make': { code: 'choice' },
      'attributes.year': { code: 'integer' },
      'attributes.mileage_km': { code: 'minimum', limit: 0 },
      'attributes.colour': { code: 'unknown' },
    });
    expect(validateAdAttributes(fields, ['toyota']).errors).toEqual({ attributes: { code: 'notObject' } });
    expect(validateAdAttributes(fields, { model: 'x'.repeat(81) }).errors['attributes.model']).toEqual({
      code: 'maxLength',
      limit: 80,
    });
  });

  it('keeps the values that fit another category', () => {
    expect(keepFittingAttributes(fields.slice(2), { make: 'toyota', year: 2012 })).toEqual({ year: 2012 });
  });
});

describe('readAttributeFilters', () => {
  it('reads options and ranges, and refuses what the category lacks', () => {
    expect(
      readAttributeFilters(fields, {
        'attr.make': 'toyota',
        'attr.year_min': '2010',
        'attr.year_max': '',
        q: 'x',
      }),
    ).toEqual({
      filters: [
        { key: 'make', kind: 'option', value: 'toyota' },
        { key: 'year', kind: 'range', min: 2010 },
      ],
      errors: {},
    });
    expect(
      readAttributeFilters(fields, {
        'attr.colour': 'red',
        'attr.make_min': '1',
        'attr.model': 'rav4',
        'attr.year_min': '2020',
        'attr.year_max': '2010',
        'attr.mileage_km_max': 'lots',
      }).errors,
    ).toEqual({
      'attr.colour': { code: 'unknown' },
      'attr.make_min': { code: 'unknown' },
      'attr.model': { code: 'unknown' },
      'attr.year_min': { code: 'range' },
      'attr.mileage_km_max': { code: 'number' },
    });
  });
});

describe('validateCategoryAttributes', () => {
  it('wants unique keys, options for choices and bounds in order', () => {
    expect(validateCategoryAttributes(fields)).toEqual({});
    expect(
      validateCategoryAttributes([
        fields[0],
        { ...fields[1], key: 'make' },
        { ...fields[2], key: 'year_min' },
        { ...fields[3], min: 5, max: 1 },
        { ...fields[0], key: 'brand', options: [] },
      ]),
    ).toEqual({
      'attributes.1.key': { code: 'unknown' },
      'attributes.2.key': { code: 'choice' },
      'attributes.3.min': { code: 'range' },
      'attributes.4.options': { code: 'choice' },
    });
  });
});

describe('formatAttributeValue', () => {
  it('shows labels, units and years as people read them', () => {
    expect(formatAttributeValue(fields[0], 'toyota', 'en')).toBe('Toyota');
    expect(formatAttributeValue(fields[2], 2015, 'fr')).toBe('2015');
    expect(formatAttributeValue(fields[3], 145000, 'en')).toBe('145,000 km');
    expect(formatAttributeValue(fields[3], 145000, 'fr')).toMatch(/^145\s000 km$/);
  });
});
