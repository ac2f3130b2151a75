import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonAnchor, useSiteOrigin, useToast } from '@sokoni/shared-ui';

const StyledShare = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export interface ShareActionsProps {
  title: string;
  /** The ad page's path: the links shared carry the site's address before it. */
  path: string;
}

const noSubscription = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';
/** The page rendered on the server offers no share sheet; the browser adds it once it has taken the page over. */
const serverCanShare = () => false;

/** WhatsApp first (how links travel in the DRC), then the phone's share sheet or a copied link. */
export function ShareActions({ title, path }: ShareActionsProps) {
  const { t } = useTranslation('ads');
  const url = `${useSiteOrigin()}${path}`;
  const toast = useToast();
  const canShare = useSyncExternalStore(noSubscription, browserCanShare, serverCanShare);

  const onShare = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('details.share.copied'));
    } catch {
      toast.error(t('details.share.failed'));
    }
  };

  return (
    <StyledShare aria-labelledby="share-title">
      <h2 id="share-title">{t('details.share.title')}</h2>
      <ButtonAnchor
        href={whatsappShareUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        variant="secondary"
        icon="whatsapp"
      >
        {t('details.share.whatsapp')}
      </ButtonAnchor>
      <Button variant="secondary" icon="share" onClick={() => void onShare()}>
        {canShare ? t('details.share.native') : t('details.share.copy')}
      </Button>
    </StyledShare>
  );
}
