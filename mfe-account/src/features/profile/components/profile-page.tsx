import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, Stack, formatCalendarDate, useAppSelector } from '@sokoni/shared-ui';
import { Tabs } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { AccountPage } from '../../../lib/page';
import { AccountRecovery } from './account-recovery';
import { AccountStatistics } from './account-statistics';
import { Avatar } from './avatar';
import { BusinessUpgrade } from './business-upgrade';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EmailStatus } from './email-status';
import { PhoneVerification } from './phone-verification';
import { ProfileAds } from './profile-ads';
import { ProfileForm } from './profile-form';

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledSettings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** Two tabs share a phone's width, their labels wrapping if need be, rather than scrolling out of sight. */
const StyledTabs = styled(Tabs)`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    [role='tab'] {
      flex: 1 1 0;
      padding-inline: ${({ theme }) => theme.space(2)};
      white-space: normal;
    }
  }
`;

type TabId = 'ads' | 'settings';

/** My Profile: who you are, your statistics, your ads, and every account setting. */
export function ProfilePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useAppSelector((s) => s.session.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'settings' ? 'settings' : 'ads';
  if (!user) return null;
  const memberSince = formatCalendarDate(new Date(user.created_at), i18n.language, 'monthYear');

  return (
    <AccountPage title={t('profile.title')} wide card={false}>
      <Stack gap={6}>
        <Card>
          <StyledHeader>
            <Avatar name={user.name} src={user.profile_image} />
            <StyledIdentity>
              <strong>{user.name}</strong>
              <p>{user.email}</p>
              <p>{t('profile.memberSince', { date: memberSince })}</p>
              {user.is_verified || user.account_type === 'business' ? (
                <div>
                  {user.is_verified ? (
                    <Badge tone="info" icon="verified">
                      {t('profile.trusted')}
                    </Badge>
                  ) : null}{' '}
                  {user.account_type === 'business' ? (
                    <Badge tone="accent">{t('profile.business')}</Badge>
                  ) : null}
                </div>
              ) : null}
            </StyledIdentity>
          </StyledHeader>
        </Card>
        <AccountStatistics />
        {user.account_type === 'business' ? null : <BusinessUpgrade />}
        <StyledTabs
          label={t('profile.tabsLabel')}
          value={tab}
          onValueChange={(id) =>
            setSearchParams(id === 'settings' ? { tab: 'settings' } : {}, { replace: true })
          }
          items={[
            { id: 'ads', label: t('profile.tabAds'), panel: <ProfileAds /> },
            {
              id: 'settings',
              label: t('profile.tabSettings'),
              panel: (
                <StyledSettings>
                  <Card>
                    <ProfileForm key={user.id} user={user} />
                  </Card>
                  <Card>
                    <EmailStatus user={user} />
                  </Card>
                  <Card>
                    <PhoneVerification user={user} />
                  </Card>
                  <Card>
                    <ChangePasswordForm />
                  </Card>
                  <Card>
                    <AccountRecovery email={user.email} />
                  </Card>
                  <DeleteAccount />
                </StyledSettings>
              ),
            },
          ]}
        />
      </Stack>
    </AccountPage>
  );
}
