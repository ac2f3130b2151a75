import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from '@sokoni/shared-ui';
import { PAGES_NS } from './page-texts';
import { StyledLead, StyledTextPage } from './page-layout';

export function AboutPage() {
  const { t } = useTranslation(PAGES_NS);
  const steps = t('about.how', { returnObjects: true }) as string[];
  return (
    <StyledTextPage>
      <h1>{t('about.title')}</h1>
      <StyledLead>{t('about.lead')}</StyledLead>
      <h2>{t('about.missionTitle')}</h2>
      <p>{t('about.mission')}</p>
      <h2>{t('about.howTitle')}</h2>
      <ol>{Array.isArray(steps) && steps.map((step) => <li key={step}>{step}</li>)}</ol>
      <h2>{t('about.trustTitle')}</h2>
      <p>{t('about.trust')}</p>
      <ButtonLink to={paths.contact.getHref()} variant="secondary" icon="mail">
        {t('about.contactCta')}
      </ButtonLink>
    </StyledTextPage>
  );
}
