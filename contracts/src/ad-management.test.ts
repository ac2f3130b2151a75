import { Value } from '@sinclair/typebox/value';
import {
  AdStatusChangeRequestSchema,
  FavoriteToggleResponseSchema,
  MyAdsQuerySchema,
  OWNER_AD_STATUS_TRANSITIONS,
} from './index';

describe('ad management contracts', () => {
  it('lets an owner ask only for the statuses they may set', () => {
    expect(Value.Check(AdStatusChangeRequestSchema, { status: 'sold' })).toBe(true);
    expect(Value.Check(AdStatusChangeRequestSchema, { status: 'pending' })).toBe(false);
    expect(Value.Check(AdStatusChangeRequestSchema, { status: 'deleted' })).toBe(false);
  });

  it('leaves pending and rejected ads to the administrators', () => {
    expect(OWNER_AD_STATUS_TRANSITIONS.pending).toEqual([]);
    expect(OWNER_AD_STATUS_TRANSITIONS.rejected).toEqual([]);
    expect(OWNER_AD_STATUS_TRANSITIONS.expired).toContain('active');
  });

  it('filters my ads by any status but deleted, or all', () => {
    expect(Value.Check(MyAdsQuerySchema, { status: 'all', page: 2, per_page: 12 })).toBe(true);
    expect(Value.Check(MyAdsQuerySchema, { status: 'deleted' })).toBe(false);
    expect(Value.Check(FavoriteToggleResponseSchema, { message: 'ok', is_favorited: true })).toBe(true);
  });
});
