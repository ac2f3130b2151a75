import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ratingLabel, type SellerCard as SellerCardData } from '@sokoni/contracts';
import {
  Badge,
  Button,
  ButtonAnchor,
  ButtonLink,
  formatCalendarDate,
  formatDecimal,
  Icon,
  iconSelector,
  panelBox,
  paths,
  SellerName,
  toApiError,
  useToast,
  VerifiedBadge,
} from '@sokoni/shared-ui';
import { useRevealAdPhoneMutation } from '../api/contact-api';

const StyledCard = styled.section`
  ${panelBox({ gap: 2 })}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledName = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  ${iconSelector} {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const StyledPhoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  /* Each button as wide as its label (a phone number is long): a second line when both do not fit, and a label
     wraps inside its button rather than spilling out of it. */
  & > * {
    flex: 1 1 auto;
    white-space: normal;
  }
`;

export interface SellerCardProps {
  seller: SellerCardData;
  /** The seller's average rating (1–5) and how many reviews it comes from. */
  rating?: number | null;
  reviewsCount?: number;
  /** The ad the card stands beside: a private seller's number is revealed for it, WhatsApp's message names it. */
  ad?: { id: number; title: string; path: string };
}

/** A wa.me link with a first message naming the ad (the buyer may edit it before sending). */
function whatsappHref(phone: string, message: string | null): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** Who sells: name (storefront link for businesses), verified badge, member since, active ads. */
export function SellerCard({ seller, rating = null, reviewsCount = 0, ad }: SellerCardProps) {
  const { t, i18n } = useTranslation('ads');
  const toast = useToast();
  const [reveal, { data: revealed, isLoading: revealing }] = useRevealAdPhoneMutation();
  // A shop's number is public (its storefront shows it); a private seller's comes from a tap, counted.
  const phone = seller.phone
    ? { phone: seller.phone, phone_display: seller.phone_display ?? seller.phone }
    : (revealed ?? null);
  const whatsappMessage = ad
    ? t('details.sellerPhone.whatsappMessage', {
        title: ad.title,
        url: typeof window === 'undefined' ? ad.path : new URL(ad.path, window.location.origin).href,
      })
    : null;
  const onReveal = async () => {
    if (!ad) return;
    try {
      await reveal(ad.id).unwrap();
    } catch (error) {
      toast.error(toApiError(error, t('details.sellerPhone.revealFailed')).message);
    }
  };
  const memberSince = formatCalendarDate(new Date(seller.member_since), i18n.language, 'monthYear');
  const business = seller.account_type === 'business' ? seller.business_profile : null;
  return (
    <StyledCard aria-labelledby="seller-card-title" data-testid="seller-card">
      <h2 id="seller-card-title">{t('details.seller.title')}</h2>
      <StyledName>
        <Icon name={business ? 'store' : 'user'} />
        <SellerName seller={seller} />
        {seller.is_verified ? <VerifiedBadge /> : null}
      </StyledName>
      {seller.phone_verified ? (
        <p>
          <Badge tone="success" icon="phone">
            {t('details.sellerPhone.verified')}
          </Badge>
        </p>
      ) : null}
      <StyledRating data-testid="seller-rating">
        <Icon name="star" size="sm" />
        {rating !== null && reviewsCount > 0 ? (
          // The seller's reviews page: every review, newest first.
          <Link to={paths.sellerReviews.getHref(seller.id)}>
            {t('details.seller.rating', {
              rating: formatDecimal(rating, i18n.language, { maximumFractionDigits: 1 }),
              label: t(`details.ratingLabels.${ratingLabel(rating)}`),
              count: reviewsCount,
            })}
          </Link>
        ) : (
          t('details.seller.noReviews')
        )}
      </StyledRating>
      <ul>
        <li>{t('details.seller.memberSince', { date: memberSince })}</li>
        <li>{t('details.seller.activeAds', { count: seller.active_ads_count })}</li>
      </ul>
      {phone ? (
        <StyledPhoneActions data-testid="seller-phone">
          <ButtonAnchor
            href={whatsappHref(phone.phone, whatsappMessage)}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            icon="whatsapp"
          >
            {t('details.seller.whatsapp')}
          </ButtonAnchor>
          <ButtonAnchor href={`tel:${phone.phone}`} variant="secondary" icon="phone">
            {/* The number never breaks across lines: on a phone the label wraps before it. */}
            {t('details.seller.call', { phone: phone.phone_display.replace(/ /g, '\u00a0') })}
          </ButtonAnchor>
        </StyledPhoneActions>
      ) : seller.phone_revealable && ad ? (
        <Button variant="secondary" icon="phone" loading={revealing} onClick={() => void onReveal()}>
          {t('details.sellerPhone.reveal')}
        </Button>
      ) : null}
      {business ? (
        <ButtonLink to={paths.storefront.getHref(business.slug)} variant="secondary" icon="store">
          {t('details.seller.storefront')}
        </ButtonLink>
      ) : null}
    </StyledCard>
  );
}
