import { useTranslation } from 'react-i18next';
import { toApiError, useToast } from '@sokoni/shared-ui';

/** A message for a toast: the same text every time, or one read from the server's answer. */
export type ActionMessage<Result> = string | ((result: Result) => string);

/**
 * Runs an administrator action (delete, hide, ban…): its success message as a toast, or the server's reason as
 * an error toast (the first field message when the server names a field). Resolves to whether it worked.
 */
export function useAdminAction() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return async <Result>(work: () => Promise<Result>, success: ActionMessage<Result>): Promise<boolean> => {
    try {
      const result = await work();
      toast.success(typeof success === 'string' ? success : success(result));
      return true;
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      const first = problem.errors ? Object.values(problem.errors)[0]?.[0] : undefined;
      toast.error(first ?? problem.message);
      return false;
    }
  };
}
