import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ACCOUNT_DELETION_GRACE_DAYS, DELETE_CONFIRMATION_WORD } from '@sokoni/contracts';
import {
  Button,
  Field,
  Stack,
  TextInput,
  baseApi,
  paths,
  sessionCleared,
  toApiError,
  useAppDispatch,
  useToast,
} from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert, useMessageText } from '../../../lib/messages';
import { Actions } from '../../../lib/page';
import { useDeleteAccountMutation } from '../api/profile-api';

const StyledZone = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
  p {
    margin: 0;
  }
`;

const EMPTY = { confirmation: '', password: '' };

/** Long enough to read how to come back within the grace period. */
const DELETION_NOTICE_MS = 12_000;

const validate = (values: typeof EMPTY) =>
  collectErrors({
    confirmation: rules.deleteWord(values.confirmation),
    password: rules.required(values.password),
  });

/**
 * Danger zone: deleting the account needs the typed word DELETE and the password. The account is
 * only soft-deleted: it can be restored for 30 days by logging in again.
 */
export function DeleteAccount() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const form = useFormState(EMPTY, validate);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const formId = 'delete-account-form';

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await deleteAccount({
        confirmation: form.values.confirmation.trim(),
        password: form.values.password,
      }).unwrap();
      dispatch(sessionCleared({ signedOutFrom: `${location.pathname}${location.search}${location.hash}` }));
      dispatch(baseApi.util.resetApiState());
      navigate(paths.home.getHref());
      toast.info(
        result.message || t('delete.done', { days: ACCOUNT_DELETION_GRACE_DAYS }),
        DELETION_NOTICE_MS,
      );
    } catch (error) {
      form.showServerError(toApiError(error, t('errors.deleteFailed')));
    }
  };

  return (
    <StyledZone aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">{t('delete.zoneTitle')}</h2>
      <p>{t('delete.zoneText', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <Actions>
        <Button variant="danger" icon="trash" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
      </Actions>
      <Dialog
        open={open}
        onClose={close}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogText', { days: ACCOUNT_DELETION_GRACE_DAYS })}
        dismissible={!isLoading}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={isLoading}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate>
          <Stack gap={4}>
            {form.formError ? <Alert tone="danger">{text(form.formError)}</Alert> : null}
            <Field
              label={t('delete.wordLabel', { word: DELETE_CONFIRMATION_WORD })}
              error={text(form.errors.confirmation)}
              required
            >
              <TextInput
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                {...form.bind('confirmation')}
              />
            </Field>
            <Field label={t('fields.password')} error={text(form.errors.password)} required>
              <TextInput type="password" autoComplete="current-password" {...form.bind('password')} />
            </Field>
          </Stack>
        </form>
      </Dialog>
    </StyledZone>
  );
}
