import type { DeletedAccountError } from '@sokoni/contracts';

/** The 403 a soft-deleted account's login gets (`status: 'deleted' | 'expired'`), else null. */
export function deletedAccountOf(error: unknown): DeletedAccountError | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 403) return null;
  const data = (error as { data?: unknown }).data as Partial<DeletedAccountError> | undefined;
  if (data?.status !== 'deleted' && data?.status !== 'expired') return null;
  return {
    message: typeof data.message === 'string' ? data.message : '',
    status: data.status,
    days_remaining: typeof data.days_remaining === 'number' ? data.days_remaining : 0,
  };
}

/** POST /account/restore answers 410 once the grace period is over. */
export function isGracePeriodOver(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 410);
}
