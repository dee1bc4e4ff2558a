import { Button, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, ErrorIcon } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_BOUNDARY_RELOAD_DELAY_MS } from '../config/ui';

type Texts = { title: string; description: string; goBack: string };
type Props = { children: ReactNode; texts?: Texts; resetKey?: string };
type State = { error: Error | null };

const DEFAULT_TEXTS: Texts = {
  title: 'Something went wrong.',
  description: 'Please try again or go back.',
  goBack: 'Go Back',
};

/** Catches render errors of a page. Go Back returns one page and reloads after 100 ms so the
 * previous page starts from a clean state. `resetKey` (the path) clears the error on navigation. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  private goBack = () => {
    window.history.back();
    window.setTimeout(() => window.location.reload(), ERROR_BOUNDARY_RELOAD_DELAY_MS);
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const texts = this.props.texts ?? DEFAULT_TEXTS;
    return (
      <NonIdealState
        className="page-state"
        icon={<ErrorIcon />}
        title={texts.title}
        description={texts.description}
        action={
          <Button
            intent="primary"
            icon={<ArrowLeftIcon />}
            text={texts.goBack}
            onClick={this.goBack}
          />
        }
      />
    );
  }
}
