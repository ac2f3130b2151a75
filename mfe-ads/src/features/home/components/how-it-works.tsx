import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Icon, paths, type IconName, gridList } from '@sokoni/shared-ui';

const steps: { key: 'post' | 'connect' | 'deal'; icon: IconName }[] = [
  { key: 'post', icon: 'camera' },
  { key: 'connect', icon: 'mail' },
  { key: 'deal', icon: 'check-circle' },
];

const StyledSteps = styled.ol`
  ${gridList({ gap: 4, md: 3 })}
`;

const StyledStep = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.primary};
`;

const StyledCta = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The three steps of "how it works": post, connect, deal. */
export function HowItWorks() {
  const { t } = useTranslation('ads');
  return (
    <>
      <StyledSteps>
        {steps.map((step) => (
          <StyledStep key={step.key}>
            <StyledNumber>
              <Icon name={step.icon} />
            </StyledNumber>
            <div>
              <h3>{t(`home.howItWorks.${step.key}.title`)}</h3>
              <p>{t(`home.howItWorks.${step.key}.text`)}</p>
            </div>
          </StyledStep>
        ))}
      </StyledSteps>
      <StyledCta>
        <ButtonLink to={paths.postAd.getHref()} icon="plus">
          {t('home.howItWorks.cta')}
        </ButtonLink>
      </StyledCta>
    </>
  );
}
