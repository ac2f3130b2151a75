import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteRoutes, withSuspense } from '@sokoni/shared-ui';
import './i18n';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const DashboardPage = page(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
const SettingsPage = page(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const PromotionsPage = page(() => import('../features/reference/components/promotions-page'), 'PromotionsPage');
const PendingPage = page(() => import('../features/moderation/components/pending-page'), 'PendingPage');
const AdsPage = page(() => import('../features/moderation/components/ads-page'), 'AdsPage');
const UsersPage = page(() => import('../features/users/components/users-page'), 'UsersPage');
const CategoriesPage = page(() => import('../features/reference/components/catalogue-page'), 'CategoriesPage');
const LocationsPage = page(() => import('../features/reference/components/catalogue-page'), 'LocationsPage');
const CurrenciesPage = page(() => import('../features/reference/components/currencies-page'), 'CurrenciesPage');
const LanguagesPage = page(() => import('../features/reference/components/languages-page'), 'LanguagesPage');
const TranslationsPage = page(() => import('../features/translations/components/translations-page'), 'TranslationsPage');
const ReportsPage = page(() => import('../features/reports/components/reports-page'), 'ReportsPage');
const AuditLogPage = page(() => import('../features/translations/components/audit-log-page'), 'AuditLogPage');

const admin = (titleKey: string, Page: LazyExoticComponent<ComponentType>) => ({
  titleKey: `admin:pages.${titleKey}`,
  Component: withSuspense(Page),
});

/**
 * The pages this remote owns; addresses and guards (auth + admin) come from the page table of
 * `@sokoni/contracts` (docs/routes-and-guards.md). The shell mounts them under its frame; the standalone
 * bootstrap mounts them alone.
 */
export const routes = remoteRoutes('admin', {
  adminDashboard: admin('adminDashboard', DashboardPage),
  adminSettings: admin('adminSettings', SettingsPage),
  adminPromotions: admin('adminPromotions', PromotionsPage),
  adminPending: admin('pending', PendingPage),
  adminAds: admin('ads', AdsPage),
  adminReports: admin('reports', ReportsPage),
  adminUsers: admin('users', UsersPage),
  adminCategories: admin('categories', CategoriesPage),
  adminLocations: admin('locations', LocationsPage),
  adminCurrencies: admin('currencies', CurrenciesPage),
  adminLanguages: admin('languages', LanguagesPage),
  adminTranslations: admin('translations', TranslationsPage),
  adminAuditLog: admin('auditLog', AuditLogPage),
});
