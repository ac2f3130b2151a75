import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH } from '@sokoni/contracts';
import { Button, Field, TextArea, paths, toApiError, useToast, panelBox } from '@sokoni/shared-ui';
import { useContactSellerMutation } from '../api/contact-api';

const StyledBox = styled.section`
  ${panelBox()}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledSent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
`;

export interface ContactSellerProps {
  adId: number;
  adTitle: string;
}

/** "Contact the seller": a message box that opens (or continues) the conversation about this ad. */
export function ContactSeller({ adId, adTitle }: ContactSellerProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const [text, setText] = useState(() => t('details.contact.defaultMessage', { title: adTitle }));
  const [error, setError] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [contactSeller, { isLoading }] = useContactSellerMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('details.contact.required'));
      return;
    }
    setError(null);
    try {
      const result = await contactSeller({ adId, message: text }).unwrap();
      setConversationId(result.conversation.id);
      setText('');
      toast.success(t('details.contact.sent'));
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.contactSeller'));
      setError(apiError.errors?.message?.[0] ?? apiError.message);
      toast.error(apiError.message);
    }
  };

  return (
    <StyledBox aria-labelledby="contact-seller-title">
      <h2 id="contact-seller-title">{t('details.contact.title')}</h2>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('details.contact.message')} error={error ?? undefined}>
          <TextArea
            rows={3}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" icon="mail" loading={isLoading} fullWidth>
          {t('details.contact.send')}
        </Button>
      </StyledForm>
      {conversationId !== null ? (
        <StyledSent role="status">
          {t('details.contact.sentText')}{' '}
          <Link to={paths.conversation.getHref(conversationId)}>{t('details.contact.openConversation')}</Link>
        </StyledSent>
      ) : null}
    </StyledBox>
  );
}
