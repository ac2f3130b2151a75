import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton, i18n } from '@sokoni/shared-ui';

const SHOW_KEYS = 'showTranslationKeys';

// Texts are still looked up (so missing keys are detected), then replaced by their key.
i18n.use({
  type: 'postProcessor',
  name: SHOW_KEYS,
  process: (_value: string, key: string | string[]) => (Array.isArray(key) ? key[0] : key),
});

/** Keys that resolved in neither language while the debugger was on (i18next `saveMissing`). */
const missingKeys = new Set<string>();
const missingListeners = new Set<() => void>();
let missingSnapshot: string[] = [];

function recordMissing(_lngs: readonly string[], namespace: string, key: string): void {
  const id = `${namespace}:${key}`;
  if (missingKeys.has(id)) return;
  missingKeys.add(id);
  missingSnapshot = [...missingKeys].sort();
  missingListeners.forEach((listener) => listener());
}

function subscribeMissing(listener: () => void) {
  missingListeners.add(listener);
  return () => missingListeners.delete(listener);
}

function setDebugging(on: boolean): void {
  if (on) {
    missingKeys.clear();
    missingSnapshot = [];
  }
  i18n.options.saveMissing = on;
  i18n.options.missingKeyHandler = on ? recordMissing : false;
  i18n.options.postProcess = on ? [SHOW_KEYS] : false;
  // Every translated component re-renders on this event, so the whole page switches at once.
  i18n.emit('languageChanged', i18n.language);
}

const StyledPanel = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(3)});
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(360px, calc(100vw - ${({ theme }) => theme.space(6)}));
  max-height: 60vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  font-size: ${({ theme }) => theme.font.size.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  code {
    word-break: break-all;
  }
`;

const StyledPanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export interface TranslationDebuggerProps {
  onClose: () => void;
}

/**
 * The translation debugger's panel, opened by `useTranslationDebuggerSwitch`: while it shows, the page
 * shows keys instead of texts, and it lists the keys that have no translation in either language.
 */
export function TranslationDebugger({ onClose }: TranslationDebuggerProps) {
  const missing = useSyncExternalStore(subscribeMissing, () => missingSnapshot);
  const { t: translate } = useTranslation('shell');
  // The panel's own labels stay readable while the rest of the page shows keys.
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(key, { ...options, postProcess: [] });

  useEffect(() => {
    setDebugging(true);
    return () => setDebugging(false);
  }, []);

  return (
    <StyledPanel aria-label={t('debugger.title')}>
      <StyledPanelHead>
        <h2>{t('debugger.title')}</h2>
        <IconButton icon="close" size="sm" label={t('debugger.close')} onClick={onClose} />
      </StyledPanelHead>
      <p>{t('debugger.hint')}</p>
      <h3>{t('debugger.missing', { count: missing.length })}</h3>
      {missing.length === 0 ? (
        <p>{t('debugger.none')}</p>
      ) : (
        <ul>
          {missing.map((key) => (
            <li key={key}>
              <code>{key}</code>
            </li>
          ))}
        </ul>
      )}
    </StyledPanel>
  );
}
