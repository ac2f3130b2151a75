import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_QUERY_MAX_LENGTH } from '@sokoni/contracts';
import { Button, paths, VisuallyHidden, visuallyHiddenCss } from '@sokoni/shared-ui';

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 640px;
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/* On a narrow phone the button keeps only its icon so the words typed stay readable; the label is still read. */
const StyledSubmitLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${visuallyHiddenCss}
  }
`;

/**
 * The hero search box: sends the visitor to Browse Ads with the words in `q`. It is a plain GET form as well, so
 * words typed before the page's script has taken over (a server-rendered page on a slow line) are searched,
 * by the browser or by the script, whichever submits it: the box is left to the browser and read on submit.
 */
export function HeroSearch() {
  const { t } = useTranslation('ads');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    const words = typeof typed === 'string' ? typed.trim() : '';
    navigate(paths.browse.getHref({ q: words || undefined }));
  };
  return (
    <StyledForm role="search" action={paths.browse.path} method="get" onSubmit={onSubmit}>
      <label htmlFor="home-search">
        <VisuallyHidden>{t('home.hero.searchLabel')}</VisuallyHidden>
      </label>
      <StyledInput
        id="home-search"
        type="search"
        name="q"
        defaultValue=""
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('home.hero.searchPlaceholder')}
        enterKeyHint="search"
      />
      <Button type="submit" icon="search">
        <StyledSubmitLabel>{t('home.hero.submit')}</StyledSubmitLabel>
      </Button>
    </StyledForm>
  );
}
