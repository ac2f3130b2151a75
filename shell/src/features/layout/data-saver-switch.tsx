import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  dataSaverChanged,
  formatDecimal,
  useAppDispatch,
  useBytesSaved,
  useDataSaver,
} from '@sokoni/shared-ui';

const StyledLine = styled.span`
  display: block;
`;

const StyledSaved = styled(StyledLine)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

/**
 * The data saver (on by default when the browser sends Save-Data): photos load only when tapped. While it
 * is on, it says what the page shown has saved, from the sizes of the photos it held back.
 */
export function DataSaverSwitch() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const on = useDataSaver();
  const bytes = useBytesSaved();
  // Kilobytes as the visitor's carrier counts them (1 KB = 1000 bytes); a few bytes still show as 1.
  const kilobytes = bytes > 0 ? Math.max(1, Math.round(bytes / 1000)) : 0;
  return (
    <Checkbox
      role="switch"
      checked={on}
      onChange={(event) => dispatch(dataSaverChanged(event.target.checked))}
      label={t('dataSaver.label')}
      hint={
        <>
          <StyledLine>{t('dataSaver.hint')}</StyledLine>
          {on ? (
            <StyledSaved data-testid="data-saver-savings">
              {kilobytes > 0
                ? t('dataSaver.saved', {
                    count: kilobytes,
                    size: formatDecimal(kilobytes, i18n.language),
                  })
                : t('dataSaver.nothingSaved')}
            </StyledSaved>
          ) : null}
        </>
      }
    />
  );
}
