import { makeAdImage } from '@sokoni/contracts/testing';
import { parsePrice, reorderAfterUpdate, splitServerErrors, type PhotoItem } from './ad-form-values';
import { fitWithin } from '../../../lib/resize-image';

const existing = (id: number): PhotoItem => ({ key: `e${id}`, kind: 'existing', image: makeAdImage(id) });
const fresh = (name: string): PhotoItem => ({
  key: name,
  kind: 'new',
  file: new File(['x'], name, { type: 'image/jpeg' }),
  preview: `blob:${name}`,
  originalBytes: 1,
});
const saved = (...ids: number[]) => ids.map((id, position) => ({ ...makeAdImage(id), position }));

describe('ad form values', () => {
  it('reads prices the way sellers write them', () => {
    expect(parsePrice('25 000')).toBe(25000);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('-3')).toBe('invalid');
    expect(parsePrice('douze')).toBe('invalid');
  });

  it('lets through only a price the server accepts', () => {
    // The server reads a typed "-5" as -5 and refuses it; the form refuses it before sending, as it does a
    // number beyond the largest price or too long to be a number.
    expect(parsePrice('-5')).toBe('invalid');
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('1 000 000 000 000')).toBe(1e12);
    expect(parsePrice('1 000 000 000 001')).toBe('invalid');
    expect(parsePrice('9'.repeat(400))).toBe('invalid');
  });

  it('asks for a second ordering call only when new photos were placed before kept ones', () => {
    const original = saved(1, 2);
    // The new photo was put first: the server appends it, so the order must be fixed afterwards.
    expect(reorderAfterUpdate([fresh('n'), existing(2), existing(1)], original, saved(2, 1, 7))).toEqual([
      7, 2, 1,
    ]);
    // New photos last: the update already did it.
    expect(reorderAfterUpdate([existing(2), existing(1), fresh('n')], original, saved(2, 1, 7))).toBeNull();
  });

  it('puts server errors beside their fields and keeps the others for the form', () => {
    expect(
      splitServerErrors({
        title: ['Trop court'],
        category_id: ['Inconnue'],
        delete_images: ['Pas à vous'],
        status: ['Interdit'],
        'attributes.year': ['Trop ancien'],
      }),
    ).toEqual({
      fields: { title: 'Trop court', category: 'Inconnue', images: 'Pas à vous' },
      attributes: { year: 'Trop ancien' },
      other: ['Interdit'],
    });
  });

  it('shrinks photos to the longest side allowed, never enlarging them', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
