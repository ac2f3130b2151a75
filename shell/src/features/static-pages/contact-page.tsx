import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '@sokoni/contracts';
import { Button, Field, Icon, iconSelector, TextArea, TextInput } from '@sokoni/shared-ui';
import { useSendContactMessageMutation } from './contact-api';
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactField } from './contact-form';
import { PAGES_NS } from './page-texts';
import { StyledLead, StyledTextPage } from './page-layout';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const StyledNotice = styled.p<{ $tone: 'success' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successBg : theme.color.dangerBg)};
  color: ${({ theme }) => theme.color.text} !important;

  ${iconSelector} {
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  }
`;

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** Contact form: stored by the api and mailed to the site's admin address. */
export function ContactPage() {
  const { t } = useTranslation(PAGES_NS);
  const { t: tc } = useTranslation('common');
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'invalid' | 'sent' | 'failed'>('idle');
  const [send, { isLoading }] = useSendContactMessageMutation();

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      setStatus('invalid');
      return;
    }
    try {
      await send({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }).unwrap();
      setValues(EMPTY);
      setStatus('sent');
    } catch (error) {
      const data = (error as { status?: unknown; data?: { errors?: Record<string, string[]> } }).data;
      if (data?.errors) {
        const fieldErrors: Partial<Record<ContactField, string>> = {};
        for (const field of CONTACT_FIELDS) {
          const message = data.errors[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        setServerErrors(fieldErrors);
      }
      setStatus('failed');
    }
  };

  const errorOf = (field: ContactField) => (errors[field] ? tc(errors[field]) : serverErrors[field]);

  if (status === 'sent') {
    return (
      <StyledTextPage>
        <h1>{t('contact.title')}</h1>
        <StyledNotice $tone="success" role="status">
          <Icon name="check-circle" />
          {t('contact.sent')}
        </StyledNotice>
        <p>
          <Button variant="secondary" onClick={() => setStatus('idle')}>
            {t('contact.sendAnother')}
          </Button>
        </p>
      </StyledTextPage>
    );
  }

  return (
    <StyledTextPage>
      <h1>{t('contact.title')}</h1>
      <StyledLead>{t('contact.lead')}</StyledLead>
      <StyledForm noValidate onSubmit={onSubmit}>
        <Field label={t('contact.name')} required error={errorOf('name')}>
          <TextInput name="name" autoComplete="name" value={values.name} onChange={onChange('name')} />
        </Field>
        <Field label={t('contact.email')} required error={errorOf('email')}>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={onChange('email')}
          />
        </Field>
        <Field label={t('contact.subject')} required error={errorOf('subject')}>
          <TextInput name="subject" value={values.subject} onChange={onChange('subject')} />
        </Field>
        <Field label={t('contact.message')} required error={errorOf('message')}>
          <TextArea name="message" rows={6} value={values.message} onChange={onChange('message')} />
        </Field>
        {status === 'invalid' && (
          <StyledNotice $tone="danger" role="alert">
            <Icon name="alert" />
            {tc('errors.form')}
          </StyledNotice>
        )}
        {status === 'failed' && (
          <StyledNotice $tone="danger" role="alert">
            <Icon name="alert" />
            {t('contact.failed')}
          </StyledNotice>
        )}
        <div>
          <Button type="submit" loading={isLoading} icon="mail">
            {t('contact.send')}
          </Button>
        </div>
      </StyledForm>
    </StyledTextPage>
  );
}
