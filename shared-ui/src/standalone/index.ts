// `@sokoni/shared-ui/standalone`: the harness of a remote opened alone (QA bar, page list, toasts). Imported only
// by each remote's standalone entry, never by shared-ui's main entry, so the composed site never ships it.
export { mountStandaloneRemote } from './mount';
export { StandaloneApp, type StandaloneAppProps } from './standalone-app';
export { QaBar, type QaBarProps } from './qa-bar';
export { QaSignInForm, type QaSignInFormProps } from './qa-sign-in-form';
export { PageList, routeParams, type PageListProps, type RouteParam } from './page-list';
export { QA_ACCOUNTS, type QaAccount, type QaAccountId } from './qa-accounts';
export { registerStandaloneTranslations, STANDALONE_NS } from './i18n';
