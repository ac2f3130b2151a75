import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { MarkInteractive, paths, type RemoteRoute } from '@sokoni/shared-ui';
import './i18n';
import { PageFallback } from './page-fallback';

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
const MailboxPage = lazy(() =>
  import('../features/dev-mailbox/components/mailbox-page').then((m) => ({ default: m.MailboxPage })),
);

/** Each page loads its code on first visit, with a spinner meanwhile (the shell adds an error boundary). */
function withSuspense(Page: LazyExoticComponent<ComponentType>): ComponentType {
  function SuspendedPage() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Page />
        <MarkInteractive />
      </Suspense>
    );
  }
  return SuspendedPage;
}

/**
 * The pages this remote owns (ARCHITECTURE.md §5) with the guards of spec §2. The shell mounts them under its
 * frame; the standalone bootstrap mounts them alone.
 */
export const routes: RemoteRoute[] = [
  {
    path: paths.login.path,
    titleKey: 'account:pages.login',
    guards: ['guest'],
    Component: withSuspense(LoginPage),
  },
  {
    path: paths.register.path,
    titleKey: 'account:pages.register',
    guards: ['guest'],
    Component: withSuspense(RegisterPage),
  },
  {
    path: paths.forgotPassword.path,
    titleKey: 'account:pages.forgotPassword',
    guards: ['guest'],
    Component: withSuspense(ForgotPasswordPage),
  },
  {
    path: paths.resetPassword.path,
    titleKey: 'account:pages.resetPassword',
    guards: ['guest'],
    Component: withSuspense(ResetPasswordPage),
  },
  {
    path: paths.socialProviderCallback.path,
    titleKey: 'account:pages.socialProviderCallback',
    guards: ['guest'],
    Component: withSuspense(SocialCallbackPage),
  },
  {
    path: paths.socialCallback.path,
    titleKey: 'account:pages.socialCallback',
    guards: ['guest'],
    Component: withSuspense(SocialTokenPage),
  },
  {
    path: paths.socialError.path,
    titleKey: 'account:pages.socialError',
    guards: ['guest'],
    Component: withSuspense(SocialErrorPage),
  },
  {
    path: paths.verifyEmail.path,
    titleKey: 'account:pages.verifyEmail',
    Component: withSuspense(VerifyEmailPage),
  },
  {
    path: paths.undoEmailChange.path,
    titleKey: 'account:pages.undoEmailChange',
    Component: withSuspense(UndoEmailChangePage),
  },
  {
    path: paths.profile.path,
    titleKey: 'account:pages.profile',
    guards: ['auth'],
    Component: withSuspense(ProfilePage),
  },
  { path: paths.devMailbox.path, titleKey: 'account:pages.devMailbox', Component: withSuspense(MailboxPage) },
  {
    path: paths.messages.path,
    titleKey: 'account:pages.messages',
    guards: ['auth'],
    Component: withSuspense(MessagesPage),
  },
  {
    path: paths.conversation.path,
    titleKey: 'account:pages.conversation',
    guards: ['auth'],
    Component: withSuspense(MessagesPage),
  },
  {
    path: paths.sellerReviews.path,
    titleKey: 'account:pages.sellerReviews',
    Component: withSuspense(SellerReviewsPage),
  },
];
