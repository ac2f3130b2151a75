import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { BusinessProfileRequest } from '@sokoni/contracts';
import { PageFrame, paths, useAppDispatch, userUpdated, useToast } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { useConvertToBusinessMutation } from '../../business-form/api/business-api';
import { BusinessForm } from '../../business-form/components/business-form';
import { InvalidResponseError } from '../../business-form/lib/business-error';

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Business setup: the form, a saving state, a success toast, then the business dashboard. */
export function BusinessSetupPage() {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [convert] = useConvertToBusinessMutation();

  const submit = async (values: BusinessProfileRequest) => {
    const result = await convert(values).unwrap();
    if (!result?.user) throw new InvalidResponseError(t('errors.invalidResponse'));
    dispatch(userUpdated(result.user));
    toast.success(t('setup.success'));
    navigate(paths.businessDashboard.getHref(), { replace: true });
  };

  return (
    <PageFrame title={t('setup.title')} width="narrow">
      <StyledIntro>{t('setup.intro')}</StyledIntro>
      <BusinessForm submitLabel={t('setup.submit')} onSubmit={submit} />
    </PageFrame>
  );
}
