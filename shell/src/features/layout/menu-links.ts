import type { User } from '@sokoni/contracts';
import { paths } from '@sokoni/shared-ui';

export interface MenuLink {
  /** Key in the `shell` namespace. */
  labelKey: string;
  to: string;
  /** A count shown beside the label. */
  badge?: 'savedSearches';
}

export const MAIN_LINKS: MenuLink[] = [
  { labelKey: 'nav.home', to: paths.home.getHref() },
  { labelKey: 'nav.browse', to: paths.browse.getHref() },
  { labelKey: 'nav.about', to: paths.about.getHref() },
  { labelKey: 'nav.contact', to: paths.contact.getHref() },
];

/** Home is active on `/` only; Browse ads on any path starting /ads; the others on their own path. */
export function isMainLinkActive(to: string, pathname: string): boolean {
  if (to === paths.home.getHref()) return pathname === to;
  if (to === paths.browse.getHref()) return pathname.startsWith(to);
  return pathname === to || pathname.startsWith(`${to}/`);
}

export type MenuVariant = 'dropdown' | 'mobile';

/**
 * The signed-in user's links. The mobile menu mirrors the dropdown without Transaction history and Business
 * dashboard, nor the business upgrade prompt that takes the dashboard's place for other users.
 */
export function accountLinks(user: User, variant: MenuVariant): MenuLink[] {
  const links: MenuLink[] = [
    { labelKey: 'nav.profile', to: paths.profile.getHref() },
    { labelKey: 'nav.myAds', to: paths.myAds.getHref() },
    { labelKey: 'nav.messages', to: paths.messages.getHref() },
    { labelKey: 'nav.favorites', to: paths.favorites.getHref() },
    { labelKey: 'nav.savedSearches', to: paths.savedSearches.getHref(), badge: 'savedSearches' },
  ];
  if (variant === 'dropdown') {
    links.push({ labelKey: 'nav.transactions', to: paths.transactions.getHref() });
    if (user.account_type === 'business') {
      links.push({ labelKey: 'nav.businessDashboard', to: paths.businessDashboard.getHref() });
    } else {
      // The business upgrade prompt for everyone who is not a business yet.
      links.push({ labelKey: 'nav.businessSetup', to: paths.businessSetup.getHref() });
    }
  }
  if (user.is_admin) {
    links.push(
      { labelKey: 'nav.adminDashboard', to: paths.adminDashboard.getHref() },
      { labelKey: 'nav.promotions', to: paths.adminPromotions.getHref() },
      { labelKey: 'nav.adminSettings', to: paths.adminSettings.getHref() },
    );
  }
  return links;
}
