import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadPhase } from '../hooks/use-ad-upload';

export interface UploadProgressProps {
  phase: Exclude<UploadPhase, 'idle'>;
  /** 0 to 1. */
  progress: number;
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.placeholder};
  overflow: hidden;
`;

const StyledBar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width ${({ theme }) => theme.motion.fast};
`;

/** How much of the ad has gone out, then that the server is preparing the photos. */
export function UploadProgress({ phase, progress }: UploadProgressProps) {
  const { t } = useTranslation('ads');
  const percent = Math.round(progress * 100);
  const text =
    phase === 'processing' ? t('adForm.upload.processing') : t('adForm.upload.sending', { percent });
  return (
    <StyledWrap>
      <StyledTrack
        role="progressbar"
        aria-label={t('adForm.upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <StyledBar style={{ width: `${percent}%` }} />
      </StyledTrack>
      <span aria-live="polite">{text}</span>
    </StyledWrap>
  );
}
