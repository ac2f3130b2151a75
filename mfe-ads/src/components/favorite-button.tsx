import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Ad } from '@sokoni/contracts';
import { FavoriteToggle, paths, toApiError, useAppSelector, useToast } from '@sokoni/shared-ui';
import { useToggleFavoriteMutation } from '../lib/favorite-api';

export interface FavoriteButtonProps {
  ad: Pick<Ad, 'id' | 'is_favorited' | 'user'>;
  variant?: 'overlay' | 'inline';
}

/**
 * The heart wired to the favourites api: it flips at once and rolls back with an error toast if the server
 * refuses. Signed-out visitors are sent to sign in and come back here. No heart on the user's own ads.
 */
export function FavoriteButton({ ad, variant = 'overlay' }: FavoriteButtonProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userId = useAppSelector((state) => state.session.user?.id ?? null);
  const [toggleFavorite] = useToggleFavoriteMutation();

  if (userId !== null && ad.user.id === userId) return null;
  const active = ad.is_favorited === true;

  const onToggle = () => {
    if (userId === null) {
      toast.info(t('favorites.signIn'));
      navigate(paths.login.getHref(`${pathname}${search}`));
      return;
    }
    toggleFavorite({ id: ad.id, favorited: !active })
      .unwrap()
      .catch((error: unknown) => toast.error(toApiError(error, t('errors.toggleFavorite')).message));
  };

  return <FavoriteToggle active={active} onToggle={onToggle} variant={variant} />;
}

/** For `AdGrid`'s `cardProps`: the heart on every card. */
export function favoriteCardProps(ad: Ad) {
  return { favorite: <FavoriteButton ad={ad} /> };
}
