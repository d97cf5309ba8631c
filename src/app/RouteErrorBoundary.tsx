import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CodeDidNotArrive } from '../components/lazyComponent';
import { RouteErrorPage } from './RouteErrorPage';

type Props = { children: ReactNode; pathname: string };
type State = { error: unknown; at: string | null };

class Boundary extends Component<Props, State> {
  state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // The screen that crashed is left behind: the next one renders afresh.
    if (state.error && state.at !== null && state.at !== props.pathname) return { error: null, at: null };
    if (state.error && state.at === null) return { at: props.pathname };
    return null;
  }

  componentDidCatch(error: unknown) {
    // The next drawing of the screen downloads its code again.
    if (error instanceof CodeDidNotArrive) error.retry();
  }

  private retry = () => this.setState({ error: null, at: null });

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * A screen that crashes shows RouteErrorPage in its place (the part of the route tree it wraps),
 * and the next address the landlord opens renders afresh. A screen whose code did not arrive is
 * drawn again, its code downloaded again, when the landlord asks or comes back to it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
