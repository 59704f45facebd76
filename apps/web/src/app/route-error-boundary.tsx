import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { ErrorScreen } from '@/components/error-screen.tsx';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The page the error happened on: another page renders afresh. */
  location: Location;
}

/**
 * A route's error screen (docs/product/storefront.md#page-behaviour), as react-router's data router gives
 * an `errorElement`: rendering below it throws, the error screen takes the route's place until the
 * location changes.
 */
class LocationErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('Ошибка отображения страницы', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
