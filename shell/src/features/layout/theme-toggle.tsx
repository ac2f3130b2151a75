import { useTranslation } from 'react-i18next';
import {
  IconButton,
  themeChanged,
  toApiError,
  toastShown,
  useAppDispatch,
  useAppSelector,
  userUpdated,
  useThemeMode,
} from '@sokoni/shared-ui';
import { useUpdateThemePreferenceMutation } from '../session/session-api';

/**
 * Flips dark/light and stores the choice. A signed-in user's preferred_theme wins over the stored choice
 * (docs/statuses.md#session-and-preferences), so it is changed at once here and saved on the server, else the next
 * visit would switch back.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useThemeMode();
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const [savePreference] = useUpdateThemePreferenceMutation();
  const next = mode === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    dispatch(themeChanged(next));
    if (!user) return;
    const previous = user;
    dispatch(userUpdated({ ...user, preferred_theme: next }));
    savePreference(next)
      .unwrap()
      .then((result) => dispatch(userUpdated(result.user)))
      .catch((error: unknown) => {
        dispatch(userUpdated(previous));
        dispatch(toastShown({ type: 'error', message: toApiError(error, t('theme.saveFailed')).message }));
      });
  };
  return (
    <IconButton
      icon={mode === 'dark' ? 'sun' : 'moon'}
      label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      onClick={toggle}
    />
  );
}
