import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, formatCalendarDate } from '@sokoni/shared-ui';
import type { QueuedAd } from '../../../lib/offline-store';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  > span {
    align-self: flex-start;
  }
`;

export interface OutboxListProps {
  queued: QueuedAd[];
}

/** My ads: the ads submitted without a connection, waiting in this phone's outbox to be sent. */
export function OutboxList({ queued }: OutboxListProps) {
  const { t, i18n } = useTranslation('ads');
  if (queued.length === 0) return null;
  return (
    <StyledSection aria-labelledby="outbox-heading" data-testid="outbox">
      <h2 id="outbox-heading">{t('outbox.heading', { count: queued.length })}</h2>
      <p>{t('outbox.text')}</p>
      <ul>
        {queued.map((ad) => (
          <StyledItem key={ad.id}>
            <strong>{ad.title}</strong>
            <small>
              {t('outbox.details', {
                count: ad.photos.length,
                date: formatCalendarDate(new Date(ad.queuedAt), i18n.language, 'full'),
              })}
            </small>
            <Badge tone="warning" icon="clock">
              {t('outbox.waiting')}
            </Badge>
          </StyledItem>
        ))}
      </ul>
    </StyledSection>
  );
}
