import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failure?: { error: unknown };
  pathname: string;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another page gets its own chance.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: undefined };
  }

  render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/** Shows RouteErrorPage in place of its children when they throw, until the user goes to another path. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PathErrorBoundary pathname={useLocation().pathname}>{children}</PathErrorBoundary>;
}
