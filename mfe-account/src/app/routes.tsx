import { lazy } from 'react';
import { remoteRoutes, withSuspense } from '@sokoni/shared-ui';
import './i18n';

const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/email-verification/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const UndoEmailChangePage = lazy(() =>
  import('../features/email-change/components/undo-email-change-page').then((m) => ({
    default: m.UndoEmailChangePage,
  })),
);
const SocialCallbackPage = lazy(() =>
  import('../features/social-login/components/social-callback-page').then((m) => ({
    default: m.SocialCallbackPage,
  })),
);
const SocialTokenPage = lazy(() =>
  import('../features/social-login/components/social-token-page').then((m) => ({
    default: m.SocialTokenPage,
  })),
);
const SocialErrorPage = lazy(() =>
  import('../features/social-login/components/social-error-page').then((m) => ({
    default: m.SocialErrorPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const MessagesPage = lazy(() =>
  import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const SellerReviewsPage = lazy(() =>
  import('../features/reviews/components/seller-reviews-page').then((m) => ({
    default: m.SellerReviewsPage,
  })),
);
const SavedSearchesPage = lazy(() =>
  import('../features/saved-searches/components/saved-searches-page').then((m) => ({
    default: m.SavedSearchesPage,
  })),
);
const SavedSearchUnsubscribePage = lazy(() =>
  import('../features/saved-searches/components/unsubscribe-page').then((m) => ({
    default: m.SavedSearchUnsubscribePage,
  })),
);
const MailboxPage = lazy(() =>
  import('../features/dev-mailbox/components/mailbox-page').then((m) => ({ default: m.MailboxPage })),
);

/**
 * The pages this remote owns; addresses and guards come from the page table of `@sokoni/contracts`
 * (docs/routes-and-guards.md). The shell mounts them under its frame; the standalone bootstrap mounts them alone.
 */
export const routes = remoteRoutes('account', {
  login: { titleKey: 'account:pages.login', Component: withSuspense(LoginPage) },
  register: { titleKey: 'account:pages.register', Component: withSuspense(RegisterPage) },
  forgotPassword: { titleKey: 'account:pages.forgotPassword', Component: withSuspense(ForgotPasswordPage) },
  resetPassword: { titleKey: 'account:pages.resetPassword', Component: withSuspense(ResetPasswordPage) },
  socialProviderCallback: {
    titleKey: 'account:pages.socialProviderCallback',
    Component: withSuspense(SocialCallbackPage),
  },
  socialCallback: { titleKey: 'account:pages.socialCallback', Component: withSuspense(SocialTokenPage) },
  socialError: { titleKey: 'account:pages.socialError', Component: withSuspense(SocialErrorPage) },
  verifyEmail: { titleKey: 'account:pages.verifyEmail', Component: withSuspense(VerifyEmailPage) },
  undoEmailChange: {
    titleKey: 'account:pages.undoEmailChange',
    Component: withSuspense(UndoEmailChangePage),
  },
  profile: { titleKey: 'account:pages.profile', Component: withSuspense(ProfilePage) },
  savedSearches: { titleKey: 'account:pages.savedSearches', Component: withSuspense(SavedSearchesPage) },
  savedSearchUnsubscribe: {
    titleKey: 'account:pages.savedSearchUnsubscribe',
    Component: withSuspense(SavedSearchUnsubscribePage),
  },
  messages: { titleKey: 'account:pages.messages', Component: withSuspense(MessagesPage) },
  conversation: { titleKey: 'account:pages.conversation', Component: withSuspense(MessagesPage) },
  sellerReviews: { titleKey: 'account:pages.sellerReviews', Component: withSuspense(SellerReviewsPage) },
  devMailbox: { titleKey: 'account:pages.devMailbox', Component: withSuspense(MailboxPage) },
});
