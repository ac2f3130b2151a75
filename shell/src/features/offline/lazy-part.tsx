import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface LazyPartBoundaryState {
  failed: boolean;
}

/** Catches a part whose code could not be fetched (offline, a deploy that removed it): the part is left out. */
class LazyPartBoundary extends Component<{ children: ReactNode }, LazyPartBoundaryState> {
  override state: LazyPartBoundaryState = { failed: false };

  static getDerivedStateFromError(): LazyPartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('An optional part of the page could not be loaded', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface LazyPartProps {
  children: ReactNode;
}

/**
 * Where a lazily loaded extra of the frame is drawn (scroll-to-top button, banners, unread badge): nothing
 * while its code arrives, and nothing if it cannot, so the page and what was typed in it stay.
 */
export function LazyPart({ children }: LazyPartProps) {
  return (
    <LazyPartBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </LazyPartBoundary>
  );
}
