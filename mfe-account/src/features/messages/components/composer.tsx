import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH } from '@sokoni/contracts';
import { Button, TextArea, VisuallyHidden } from '@sokoni/shared-ui';

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};

  & > div {
    flex: 1 1 auto;
  }

  textarea {
    min-height: ${({ theme }) => theme.space(11)};
    max-height: 40vh;
    resize: vertical;
  }
`;

const StyledHint = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
  }
`;

export interface ComposerProps {
  onSend: (body: string) => void;
}

/** The message box: Enter sends, Shift+Enter goes to a new line; the text stays as typed. */
export function Composer({ onSend }: ComposerProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <StyledForm onSubmit={submit}>
      <div>
        <VisuallyHidden as="label" htmlFor={id}>
          {t('messages.composerLabel')}
        </VisuallyHidden>
        <TextArea
          id={id}
          aria-describedby={`${id}-hint`}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('messages.composerPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <StyledHint id={`${id}-hint`}>{t('messages.composerHint')}</StyledHint>
      </div>
      <Button type="submit" icon="chevron-right" disabled={!text.trim()}>
        {t('messages.send')}
      </Button>
    </StyledForm>
  );
}
