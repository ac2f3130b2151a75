import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Ad, BoostType } from '@sokoni/contracts';
import { paths } from '../kernel/paths';
import { Icon } from '../primitives/icon';
import { ButtonLink } from '../primitives/button';
import { Badge, StatusBadge } from '../primitives/badge';
import { VisuallyHidden } from '../primitives/visually-hidden';
import { AdPhoto, adPhotoUrls } from './ad-photo';
import { useCategoryPath } from './category-name';
import { Price } from './price';
import { RelativeDate } from './relative-date';

export interface AdCardProps {
  ad: Ad;
  /** Shows View, Edit and (for active ads) Promote, for the ad's owner. */
  ownerActions?: boolean;
  /** More owner actions after View, Edit and Promote (status changes, delete), from the remote that owns them. */
  extraActions?: ReactNode;
  /** A line above the actions (awaiting review, the rejection reason…). */
  note?: ReactNode;
  /** The favourite heart (e.g. `<FavoriteToggle>` wired by the remote), shown over the photo's top-right corner. */
  favorite?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Reference time for the relative date (tests). */
  now?: Date;
  /** Loads the photo eagerly (the first cards above the fold). */
  eagerImage?: boolean;
  className?: string;
}

const StyledCard = styled.article<{ $boost: BoostType | null }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition: border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $boost }) =>
    $boost &&
    css`
      border-color: ${theme.color.boost[$boost].ring};
      box-shadow:
        0 0 0 2px ${theme.color.boost[$boost].ring},
        ${theme.shadow.card};
    `}
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledMedia = styled.div`
  position: relative;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
`;

const StyledTopLeft = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledBoostBadge = styled.span<{ $boost: BoostType }>`
  ${chip}
  letter-spacing: 0.04em;
  background: ${({ theme, $boost }) => theme.color.boost[$boost].badgeBg};
  color: ${({ theme, $boost }) => theme.color.boost[$boost].badgeFg};
`;

/** Heart and photo count share the top-right corner, stacked, so neither covers the other. */
const StyledTopRight = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledCountBadge = styled.span`
  ${chip}
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledPriceBadge = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  max-width: calc(100% - ${({ theme }) => theme.space(4)});
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  flex: 1;
  min-width: 0;
`;

const twoLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  ${twoLines}
`;

/** The whole card is this link: its ::after covers the card, other controls sit above it (no nested anchors). */
const StyledStretchedLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ${twoLines}
`;

const StyledSmall = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(3)};
  row-gap: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
`;

const StyledSeller = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space(1)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-width: 0;
  a {
    position: relative;
    z-index: 2;
    /* A long shop name gives way to the verified badge rather than pushing it out of the card. */
    min-width: 0;
    display: inline-flex;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledSellerName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledVerified = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const StyledNote = styled.div`
  position: relative;
  z-index: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  position: relative;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
`;

export function VerifiedBadge() {
  const { t } = useTranslation('common');
  return (
    <StyledVerified data-testid="verified-badge">
      <Badge tone="success" icon="verified">
        {t('adCard.verified')}
      </Badge>
    </StyledVerified>
  );
}

/** The seller's name: business sellers link to their storefront, others show their name or « Anonyme ». */
export function SellerName({ seller }: { seller: Ad['user'] }) {
  const { t } = useTranslation('common');
  const business = seller.account_type === 'business' ? seller.business_profile : null;
  if (business) {
    return (
      <Link to={paths.storefront.getHref(business.slug)}>
        <StyledSellerName>{business.name}</StyledSellerName>
      </Link>
    );
  }
  return <StyledSellerName>{seller.name?.trim() || t('adCard.anonymous')}</StyledSellerName>;
}

/** The ad card of spec §2. */
export function AdCard({
  ad,
  ownerActions = false,
  extraActions,
  note,
  favorite,
  headingLevel = 'h3',
  now,
  eagerImage = false,
  className,
}: AdCardProps) {
  const { t } = useTranslation('common');
  const categoryPath = useCategoryPath();
  const photos = adPhotoUrls(ad, 'card');
  const boost = ad.boost?.type ?? null;
  const href = paths.ad.getHref(ad.slug);
  const location = ad.location?.name || ad.location?.path || t('adCard.unknownLocation');
  const description = ad.description?.trim() || t('adCard.noDescription');

  return (
    <StyledCard $boost={boost} className={className} data-boost={boost ?? undefined} data-testid="ad-card">
      <StyledMedia>
        <AdPhoto src={photos[0]} alt="" eager={eagerImage} />
        {boost || ad.status !== 'active' ? (
          <StyledTopLeft>
            {boost ? <StyledBoostBadge $boost={boost}>{t(`adCard.boost.${boost}`)}</StyledBoostBadge> : null}
            {ad.status !== 'active' ? (
              <StatusBadge status={ad.status} />
            ) : null}
          </StyledTopLeft>
        ) : null}
        {favorite || photos.length > 1 ? (
          <StyledTopRight>
            {favorite}
            {photos.length > 1 ? (
              <StyledCountBadge data-testid="photo-count">
                <Icon name="camera" size="sm" />
                <span aria-hidden="true">{photos.length}</span>
                <VisuallyHidden>{t('adCard.photos', { count: photos.length })}</VisuallyHidden>
              </StyledCountBadge>
            ) : null}
          </StyledTopRight>
        ) : null}
        <StyledPriceBadge>
          <Price
            amount={ad.price}
            currency={ad.currency}
            converted={ad.converted_price}
            negotiable={ad.is_negotiable}
            size="sm"
          />
        </StyledPriceBadge>
      </StyledMedia>
      <StyledBody>
        <StyledTitle as={headingLevel}>
          <StyledStretchedLink to={href}>{ad.title}</StyledStretchedLink>
        </StyledTitle>
        <StyledDescription>{description}</StyledDescription>
        <StyledSmall>
          <VisuallyHidden>{t('adCard.category')} </VisuallyHidden>
          {categoryPath(ad.category)}
        </StyledSmall>
        <StyledMeta>
          <li title={ad.location?.path}>
            <Icon name="location" size="sm" />
            <VisuallyHidden>{t('adCard.location')} </VisuallyHidden>
            <span>{location}</span>
          </li>
          <li>
            <Icon name="eye" size="sm" />
            <span aria-hidden="true">{ad.views_count}</span>
            <VisuallyHidden>{t('adCard.views', { count: ad.views_count })}</VisuallyHidden>
          </li>
          <li>
            <Icon name="clock" size="sm" />
            <RelativeDate value={ad.created_at} now={now} />
          </li>
        </StyledMeta>
        <StyledSeller>
          <Icon name={ad.user.account_type === 'business' ? 'store' : 'user'} size="sm" />
          <SellerName seller={ad.user} />
          {ad.user.is_verified ? <VerifiedBadge /> : null}
        </StyledSeller>
        {note ? <StyledNote>{note}</StyledNote> : null}
        {ownerActions ? (
          <StyledActions role="group" aria-label={t('adCard.ownerActions')}>
            <ButtonLink to={href} variant="secondary" size="sm">
              {t('adCard.view')}
            </ButtonLink>
            <ButtonLink to={paths.editAd.getHref(ad.slug)} variant="secondary" size="sm" icon="edit">
              {t('adCard.edit')}
            </ButtonLink>
            {ad.status === 'active' ? (
              <ButtonLink to={paths.promote.getHref(ad.id)} variant="primary" size="sm">
                {t('adCard.promote')}
              </ButtonLink>
            ) : null}
            {extraActions}
          </StyledActions>
        ) : null}
      </StyledBody>
    </StyledCard>
  );
}
