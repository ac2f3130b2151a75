import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Icon,
  iconSelector,
  toApiError,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useSendVerificationEmailMutation,
} from '@sokoni/shared-ui';

const StyledBanner = styled.div`
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};

  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    flex: 1 1 260px;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${iconSelector} {
    color: ${({ theme }) => theme.color.warning};
  }
`;

/** For a signed-in user without a verification date: a reminder and a resend button. */
export function EmailVerificationBanner() {
  const { t } = useTranslation('shell');
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useSendVerificationEmailMutation();
  if (!user || user.email_verified_at) return null;
  const onResend = async () => {
    try {
      const result = await resend().unwrap();
      dispatch(toastShown({ type: 'success', message: result?.message || t('verifyBanner.sent') }));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: toApiError(error, t('verifyBanner.failed')).message }));
    }
  };
  return (
    <StyledBanner role="status">
      <StyledInner>
        <p>
          <Icon name="mail" />
          {t('verifyBanner.text')}
        </p>
        <Button size="sm" variant="secondary" loading={isLoading} disabled={isLoading} onClick={onResend}>
          {t('verifyBanner.resend')}
        </Button>
      </StyledInner>
    </StyledBanner>
  );
}
