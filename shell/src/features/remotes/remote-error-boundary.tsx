import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadFailure } from './remote-load-failure';

export interface RemoteErrorBoundaryProps {
  /** Where the user is; moving elsewhere clears a page error so other pages still open. */
  locationKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
  locationKey: string;
}

/** Keeps a remote that fails (down, 404, RUNTIME-008, a page that throws) inside its own box. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: Error): Partial<RemoteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: RemoteErrorBoundaryState,
  ): Partial<RemoteErrorBoundaryState> | null {
    if (props.locationKey !== state.locationKey) return { error: null, locationKey: props.locationKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the user sees the contained message.
    console.error('A remote part of the site failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteLoadFailure onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
