import { useTranslation } from 'react-i18next';
import { registerTranslations } from '@sokoni/shared-ui';
import { StyledLead, StyledTextPage } from './page-layout';

const LEGAL_NS = 'shellLegal';
registerTranslations(LEGAL_NS, {
  fr: () => import(/* webpackChunkName: "legal-fr" */ './content/legal-fr.json'),
  en: () => import(/* webpackChunkName: "legal-en" */ './content/legal-en.json'),
});

export type LegalDocument = 'terms' | 'privacy' | 'agreement';

interface LegalSection {
  heading: string;
  body: string[];
}

export interface LegalPageProps {
  document: LegalDocument;
}

/** Terms of service, privacy policy and user agreement, in the reader's language. */
export function LegalPage({ document }: LegalPageProps) {
  const { t } = useTranslation(LEGAL_NS);
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <StyledTextPage>
      <h1>{t(`${document}.title`)}</h1>
      <p>
        <small>{t('updated')}</small>
      </p>
      <StyledLead>{t(`${document}.intro`)}</StyledLead>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
    </StyledTextPage>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function AgreementPage() {
  return <LegalPage document="agreement" />;
}
