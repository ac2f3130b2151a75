import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon, useAppSelector, VisuallyHidden } from '@sokoni/shared-ui';
import { CurrencyPicker } from './currency-picker';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguageSwitch } from './language-switch';
import { useDismiss } from './use-dismiss';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
`;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  width: max-content;
  max-width: min(22rem, calc(100vw - ${({ theme }) => theme.space(8)}));

  /* The language buttons keep their size when the data saver's note makes the panel wider. */
  > [role='group'] {
    justify-self: start;
  }
  > label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Language (en/fr), display currency and the data saver in one compact control, so the desktop navbar fits
 * on one line.
 */
export function PreferencesMenu() {
  const { t } = useTranslation('shell');
  const locale = useAppSelector((s) => s.preferences.locale);
  const currency = useAppSelector((s) => s.preferences.currency);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const currencyId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <StyledWrap ref={ref}>
      <StyledTrigger
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size="sm" />
        {/* The name starts with what is seen (« FR · USD »), then says what it means. */}
        {`${locale.toUpperCase()} · ${currency}`}
        <VisuallyHidden>
          {` (${t('language.label')} : ${t(`language.${locale}`)}, ${t('currency.label')} : ${currency})`}
        </VisuallyHidden>
      </StyledTrigger>
      {open && (
        <StyledPanel id={panelId}>
          <LanguageSwitch />
          <label htmlFor={currencyId}>
            {t('currency.label')}
            <CurrencyPicker id={currencyId} />
          </label>
          <DataSaverSwitch />
        </StyledPanel>
      )}
    </StyledWrap>
  );
}
