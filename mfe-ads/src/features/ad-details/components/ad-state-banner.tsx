import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import { ButtonLink, Icon, iconSelector, paths, type IconName } from '@sokoni/shared-ui';

export interface AdStateBannerProps {
  ad: Pick<Ad, 'slug' | 'status' | 'rejection_reason'>;
  /** The owner may edit it (an administrator only reads the state). */
  isOwner: boolean;
}

type Tone = 'warning' | 'danger' | 'info';

const TONES: Partial<Record<Ad['status'], { tone: Tone; icon: IconName }>> = {
  pending: { tone: 'warning', icon: 'clock' },
  rejected: { tone: 'danger', icon: 'alert' },
  expired: { tone: 'danger', icon: 'clock' },
  inactive: { tone: 'info', icon: 'info' },
  sold: { tone: 'info', icon: 'check-circle' },
  archived: { tone: 'info', icon: 'info' },
};

const StyledBanner = styled.section<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Bg`]};
  color: ${({ theme }) => theme.color.text};
  > ${iconSelector} {
    flex: none;
    color: ${({ theme, $tone }) => theme.color[$tone]};
  }
  > div {
    flex: 1 1 auto;
    min-width: 0;
  }
  /* The action's label wraps rather than pushing the banner past a 360 px screen. */
  a {
    max-width: 100%;
    height: auto;
    white-space: normal;
    text-align: left;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** A reason as the moderator typed it, without the final stop the sentence around it adds. */
const trimReason = (reason: string) => reason.trim().replace(/[.\s]+$/, '');

/**
 * The state of an ad that is not public, above its page: only its owner and administrators can open such a
 * page, and they must not take it for what everyone sees.
 */
export function AdStateBanner({ ad, isOwner }: AdStateBannerProps) {
  const { t } = useTranslation('ads');
  const look = TONES[ad.status];
  if (!look) return null;
  const reason = ad.status === 'rejected' && ad.rejection_reason ? trimReason(ad.rejection_reason) : '';
  return (
    <StyledBanner $tone={look.tone} role="status" aria-labelledby="ad-state-title" data-ad-state={ad.status}>
      <Icon name={look.icon} size="md" />
      <div>
        <h2 id="ad-state-title">{t(`details.state.${ad.status}.title`)}</h2>
        <p>
          {reason
            ? t('details.state.rejected.reason', { reason })
            : t(`details.state.${ad.status}.text`)}{' '}
          {t('details.state.visibility')}
        </p>
        {isOwner && (ad.status === 'rejected' || ad.status === 'expired' || ad.status === 'inactive') ? (
          <p>
            <ButtonLink
              to={ad.status === 'rejected' ? paths.editAd.getHref(ad.slug) : paths.myAds.getHref()}
              variant="secondary"
              size="sm"
              icon={ad.status === 'rejected' ? 'edit' : undefined}
            >
              {t(`details.state.${ad.status}.action`)}
            </ButtonLink>
          </p>
        ) : null}
      </div>
    </StyledBanner>
  );
}
