import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Ad, BoostType } from '@sokoni/contracts';
import { useDataSaver } from '../kernel/data-saver';
import { paths } from '../kernel/paths';
import { Icon } from '../primitives/icon';
import { iconSelector } from '../primitives/icon-stylesheet';
import { ButtonLink } from '../primitives/button';
import { Badge, StatusBadge } from '../primitives/badge';
import { VisuallyHidden } from '../primitives/visually-hidden';
import { AdPhoto, adPhotos } from './ad-photo';
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
  /** The photo is the page's largest element: fetched before any other (the first card of a list). */
  priorityImage?: boolean;
  /** With `eagerImage`: the photo is fetched after the page's priority photo (the other cards of the first screen). */
  lowPriorityImage?: boolean;
  /** Called once when the card first comes into sight (to get the ad ready before it is opened). */
  onInView?: () => void;
  /** Called when the visitor starts to open the ad: a touch, a press or the focus of its link. */
  onOpenIntent?: () => void;
  className?: string;
}

/** Calls `onInView` once, the first time the element comes into sight. */
function useInView(onInView: (() => void) | undefined) {
  const ref = useRef<HTMLElement>(null);
  const callback = useRef(onInView);
  callback.current = onInView;
  const watching = onInView !== undefined;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback.current?.();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);
  return ref;
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

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  flex: 1;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const twoLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  /* A long unbroken word (a model number, a URL) breaks instead of widening the card. */
  overflow-wrap: anywhere;
`;

/** The price leads the text, as buyers scan prices first; the converted price sits on its own small line. */
const StyledCardPrice = styled.div`
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: 1.35;
  ${twoLines}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    font-size: ${({ theme }) => theme.font.size.md};
  }
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

/** The description needs room: on a phone the card keeps to the essentials and the ad page shows it in full. */
const StyledDescription = styled.p`
  display: none;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    ${twoLines}
  }
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
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
`;

const StyledEllipsis = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Date and views share a line; a long date (« 12 septembre 2026 à 09:12 ») wraps rather than overflows. */
const StyledDateLine = styled.li`
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(2)};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
`;

const StyledSeller = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.35;
  min-width: 0;
  > ${iconSelector} {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    position: relative;
    z-index: 2;
    min-width: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The seller's name takes the line's room and may use two lines; only then is it cut, with an ellipsis. */
const StyledSellerName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  ${twoLines}
`;

const StyledVerified = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const StyledVerifiedIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.success};
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

export interface VerifiedBadgeProps {
  /** Only the shield icon, named « Vérifié » for screen readers and as a tooltip (the ad card). */
  compact?: boolean;
}

export function VerifiedBadge({ compact = false }: VerifiedBadgeProps) {
  const { t } = useTranslation('common');
  if (compact) {
    return (
      <StyledVerifiedIcon data-testid="verified-badge">
        <Icon name="verified" size="sm" title={t('adCard.verified')} />
      </StyledVerifiedIcon>
    );
  }
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
      <Link to={paths.storefront.getHref(business.slug)} title={business.name}>
        <StyledSellerName data-testid="seller-name">{business.name}</StyledSellerName>
      </Link>
    );
  }
  return (
    <StyledSellerName data-testid="seller-name">
      {seller.name?.trim() || t('adCard.anonymous')}
    </StyledSellerName>
  );
}

/** The ad card. */
export function AdCard({
  ad,
  ownerActions = false,
  extraActions,
  note,
  favorite,
  headingLevel = 'h3',
  now,
  eagerImage = false,
  priorityImage = false,
  lowPriorityImage = false,
  onInView,
  onOpenIntent,
  className,
}: AdCardProps) {
  const { t } = useTranslation('common');
  const categoryPath = useCategoryPath();
  const photos = adPhotos(ad, 'card');
  const dataSaver = useDataSaver();
  // With the data saver the photo waits for a tap on « Show photo »; the rest of the card still opens the ad.
  const [revealed, setRevealed] = useState(false);
  const withheld = dataSaver && !revealed;
  const boost = ad.boost?.type ?? null;
  const href = paths.ad.getHref(ad.slug);
  const location = ad.location?.name || ad.location?.path || t('adCard.unknownLocation');
  const description = ad.description?.trim() || t('adCard.noDescription');
  const cardRef = useInView(onInView);

  return (
    <StyledCard
      ref={cardRef}
      $boost={boost}
      className={className}
      data-boost={boost ?? undefined}
      data-testid="ad-card"
    >
      <StyledMedia>
        <AdPhoto
          src={photos[0]?.src}
          alt=""
          eager={eagerImage || revealed}
          priority={priorityImage && !dataSaver}
          // A photo the visitor asked for comes at once.
          lowPriority={lowPriorityImage && !revealed}
          withheld={withheld}
          placeholder={photos[0]?.placeholder}
          bytes={photos[0]?.bytes}
          onReveal={() => setRevealed(true)}
          revealName={ad.title}
        />
        {boost || ad.status !== 'active' ? (
          <StyledTopLeft>
            {boost ? <StyledBoostBadge $boost={boost}>{t(`adCard.boost.${boost}`)}</StyledBoostBadge> : null}
            {ad.status !== 'active' ? <StatusBadge status={ad.status} /> : null}
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
      </StyledMedia>
      <StyledBody>
        <StyledCardPrice data-early-tap="price">
          <Price
            amount={ad.price}
            currency={ad.currency}
            converted={ad.converted_price}
            negotiable={ad.is_negotiable}
            size="sm"
            weight="bold"
          />
        </StyledCardPrice>
        <StyledTitle as={headingLevel} title={ad.title}>
          <StyledStretchedLink
            to={href}
            state={{ pageName: ad.title }}
            onTouchStart={onOpenIntent}
            onPointerDown={onOpenIntent}
            onFocus={onOpenIntent}
          >
            {ad.title}
          </StyledStretchedLink>
        </StyledTitle>
        <StyledDescription>{description}</StyledDescription>
        <StyledMeta>
          <li title={ad.location?.path} data-early-tap="place">
            <Icon name="location" size="sm" />
            <VisuallyHidden>{t('adCard.location')} </VisuallyHidden>
            <StyledEllipsis>{location}</StyledEllipsis>
          </li>
          <StyledDateLine>
            <span>
              <Icon name="clock" size="sm" />
              <RelativeDate value={ad.created_at} now={now} />
            </span>
            <span>
              <Icon name="eye" size="sm" />
              <span aria-hidden="true">{ad.views_count}</span>
              <VisuallyHidden>{t('adCard.views', { count: ad.views_count })}</VisuallyHidden>
            </span>
          </StyledDateLine>
        </StyledMeta>
        <StyledSmall title={categoryPath(ad.category)}>
          <VisuallyHidden>{t('adCard.category')} </VisuallyHidden>
          {categoryPath(ad.category)}
        </StyledSmall>
        <StyledSeller>
          <Icon name={ad.user.account_type === 'business' ? 'store' : 'user'} size="sm" />
          <SellerName seller={ad.user} />
          {ad.user.is_verified ? <VerifiedBadge compact /> : null}
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
