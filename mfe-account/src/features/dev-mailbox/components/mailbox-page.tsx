import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, EmptyState, Spinner, Stack, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Alert } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { useGetDevMailQuery, useListDevMailsQuery } from '../api/mailbox-api';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledText = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMail = styled.div<{ $first: boolean }>`
  min-width: 0;
  /* On a phone a mail the person picked comes first, above the list, instead of far below it. */
  order: ${({ $first }) => ($first ? -1 : 0)};

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    order: 0;
  }

  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledLinks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};

  a {
    overflow-wrap: anywhere;
  }
`;

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);
}

/** One mail: who, what, its links (clickable) and its text. */
function MailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, isLoading } = useGetDevMailQuery(id);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (error || !data) return <Alert tone="danger">{toApiError(error, t('errors.unexpected')).message}</Alert>;
  return (
    <Card>
      <Stack gap={3}>
        <h2>{data.subject}</h2>
        <p>
          {t('mailbox.to', { to: data.to })} · {new Date(data.created_at).toLocaleString(i18n.language)}
        </p>
        {data.links.length > 0 ? (
          <section aria-label={t('mailbox.links')}>
            <StyledLinks>
              {data.links.map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </StyledLinks>
          </section>
        ) : null}
        <StyledText>{data.text}</StyledText>
      </Stack>
    </Card>
  );
}

/**
 * /dev/mailbox: the mails the api would have sent, so whoever runs the site locally can follow the
 * verification and reset links. The api answers 404 when it is off (production, or SMTP configured).
 */
export function MailboxPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [searchParams] = useSearchParams();
  const selected = Number(searchParams.get('mail')) || null;
  const { data, error, isLoading, isFetching, refetch } = useListDevMailsQuery();
  const mailId = selected ?? data?.data[0]?.id ?? null;

  let content;
  if (isLoading) content = <Spinner label={t('common.loading')} />;
  else if (isNotFound(error)) content = <Alert tone="info">{t('mailbox.disabled')}</Alert>;
  else if (error || !data)
    content = <Alert tone="danger">{toApiError(error, t('errors.unexpected')).message}</Alert>;
  else if (data.data.length === 0) content = <EmptyState icon="mail" title={t('mailbox.empty')} />;
  else {
    content = (
      <StyledLayout>
        <Card padding={0}>
          <StyledList aria-label={t('mailbox.list')}>
            {data.data.map((mail) => (
              <li key={mail.id}>
                <Link to={`?mail=${mail.id}`} aria-current={mail.id === mailId ? 'true' : undefined}>
                  <strong>{mail.subject}</strong>
                  <small>
                    {mail.to} · {new Date(mail.created_at).toLocaleString(i18n.language)}
                  </small>
                </Link>
              </li>
            ))}
          </StyledList>
        </Card>
        {mailId ? (
          <StyledMail $first={selected !== null}>
            <MailView id={mailId} />
          </StyledMail>
        ) : null}
      </StyledLayout>
    );
  }

  return (
    <AccountPage title={t('mailbox.title')} intro={t('mailbox.intro')} wide card={false}>
      <Stack gap={4}>
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon="refresh"
            onClick={() => void refetch()}
            loading={isFetching}
          >
            {t('mailbox.refresh')}
          </Button>
        </div>
        {content}
      </Stack>
    </AccountPage>
  );
}
