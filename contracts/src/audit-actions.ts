/**
 * Every action the admin audit log records (`admin_audit_log.action`): the api writes only these, and the admin
 * pages name each one in the reader's language (a missing name is a test failure, never a raw key on screen).
 */
export const AUDIT_ACTIONS = [
  'ad.approve',
  'ad.reject',
  'ad.delete',
  'user.update',
  'user.ban',
  'user.unban',
  'user.trust',
  'user.untrust',
  'user.grant_admin',
  'user.revoke_admin',
  'user.delete',
  'settings.update',
  'settings.maintenance_on',
  'settings.maintenance_off',
  'translation.update',
  'report.dismiss',
  'report.remove_ad',
  'report.suspend_user',
  'category.create',
  'category.update',
  'category.hide',
  'category.show',
  'category.delete',
  'category.merge',
  'location.create',
  'location.update',
  'location.hide',
  'location.show',
  'location.delete',
  'currency.create',
  'currency.update',
  'currency.activate',
  'currency.deactivate',
  'currency.set_base',
  'currency.delete',
  'language.activate',
  'language.deactivate',
  'plan.create',
  'plan.update',
  'plan.activate',
  'plan.deactivate',
  'plan.delete',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The i18n key of an action's name (`audit.actions.category_create`): keys hold no dot. */
export const auditActionKey = (action: string): string => `audit.actions.${action.replace(/\./g, '_')}`;
