import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, paths, useAppSelector } from '@sokoni/shared-ui';
import { sessionApi } from '../session/session-api';
import { useGetApiHealthQuery } from './health-api';
import { PAGES_NS } from './page-texts';
import { StyledTextPage } from './page-layout';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;

type ApiHealth = 'checking' | 'ok' | 'down';

function useApiHealth(): ApiHealth {
  const { isSuccess, isError } = useGetApiHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  return isSuccess ? 'ok' : isError ? 'down' : 'checking';
}

function SessionFacts() {
  const { t } = useTranslation(PAGES_NS);
  const { token, user, initialised } = useAppSelector((s) => s.session);
  const yesNo = (value: boolean) => t(value ? 'debug.yes' : 'debug.no');
  const roles = user ? [user.account_type, user.is_admin ? 'admin' : null].filter(Boolean).join(', ') : '-';
  return (
    <StyledList>
      <dt>{t('debug.session')}</dt>
      <dd>{user ? t('debug.signedIn', { name: user.name, email: user.email }) : t('debug.signedOut')}</dd>
      <dt>{t('debug.token')}</dt>
      <dd>{yesNo(Boolean(token))}</dd>
      <dt>{t('debug.initialised')}</dt>
      <dd>{yesNo(initialised)}</dd>
      <dt>{t('debug.verified')}</dt>
      <dd>{yesNo(Boolean(user?.email_verified_at))}</dd>
      <dt>{t('debug.roles')}</dt>
      <dd>{roles}</dd>
    </StyledList>
  );
}

/** /test: what is deployed and whether the api answers. */
export function TestPage() {
  const { t, i18n } = useTranslation(PAGES_NS);
  const health = useApiHealth();
  const healthText = { checking: 'debug.apiChecking', ok: 'debug.apiOk', down: 'debug.apiDown' }[health];
  return (
    <StyledTextPage>
      <h1>{t('shell:pages.test')}</h1>
      <h2>{t('debug.build')}</h2>
      <StyledList>
        <dt>{t('debug.version')}</dt>
        <dd>{__BUILD_INFO__.version}</dd>
        <dt>{t('debug.builtAt')}</dt>
        <dd>{__BUILD_INFO__.builtAt}</dd>
        <dt>{t('debug.mode')}</dt>
        <dd>{__BUILD_INFO__.mode}</dd>
        <dt>{t('debug.language')}</dt>
        <dd>{i18n.language}</dd>
        <dt>{t('debug.api')}</dt>
        <dd>{t(healthText)}</dd>
      </StyledList>
      <h2>{t('debug.session')}</h2>
      <SessionFacts />
    </StyledTextPage>
  );
}

/** /test-login: the session as the browser holds it. */
export function TestLoginPage() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <StyledTextPage>
      <h1>{t('shell:pages.testLogin')}</h1>
      <SessionFacts />
      <p>
        <ButtonLink to={paths.login.getHref()} variant="secondary">
          {t('debug.goLogin')}
        </ButtonLink>
      </p>
    </StyledTextPage>
  );
}

/** /test-auth: asks the server whether it recognises the stored session (GET /user/profile). */
export function TestAuthPage() {
  const { t } = useTranslation(PAGES_NS);
  const token = useAppSelector((s) => s.session.token);
  const [check, { isFetching, isSuccess, isError }] = sessionApi.endpoints.getSessionUser.useLazyQuery();
  return (
    <StyledTextPage>
      <h1>{t('shell:pages.testAuth')}</h1>
      <SessionFacts />
      <h2>{t('debug.profileCheck')}</h2>
      {isSuccess && !isFetching && <p role="status">{t('debug.profileOk')}</p>}
      {isError && !isFetching && <p role="status">{t('debug.profileFailed')}</p>}
      <Button variant="secondary" loading={isFetching} disabled={!token} onClick={() => void check()}>
        {t('debug.check')}
      </Button>
    </StyledTextPage>
  );
}
