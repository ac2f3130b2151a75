import { useCallback } from 'react';
import type { Ad } from '@sokoni/contracts';
import type { AdCardProps } from '@sokoni/shared-ui';
import { useAdPrefetch } from '../lib/ad-prefetch';
import { favoriteCardProps } from './favorite-button';

/** For `AdGrid`'s `cardProps` on the lists of ads: the heart on every card, and the ad got ready before it is opened. */
export function useListCardProps(): (ad: Ad) => Partial<Omit<AdCardProps, 'ad'>> {
  const prefetch = useAdPrefetch();
  return useCallback((ad: Ad) => ({ ...favoriteCardProps(ad), ...prefetch(ad) }), [prefetch]);
}
