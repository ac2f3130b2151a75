import { useTranslation } from 'react-i18next';
import { IconButton, useThemeToggle } from '@sokoni/shared-ui';
import { useUpdateThemePreferenceMutation } from '../session/session-api';

/**
 * Flips dark/light and stores the choice. A signed-in user's preferred_theme wins over the stored choice
 * (docs/statuses.md#session-and-preferences), so it is changed at once here and saved on the server, else the next
 * visit would switch back.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const [savePreference] = useUpdateThemePreferenceMutation();
  const { mode, next, toggle } = useThemeToggle(savePreference, t('theme.saveFailed'));
  return (
    <IconButton
      icon={mode === 'dark' ? 'sun' : 'moon'}
      label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      onClick={toggle}
    />
  );
}
