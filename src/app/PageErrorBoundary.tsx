import { Component, type ReactNode } from 'react';
import { AppLoadErrorScreen } from './AppLoadErrorScreen';

interface Props {
  /** Changes when the person moves to another page: the error is left behind. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * A page whose code could not be downloaded (a lazily loaded chunk while offline, say) or that
 * failed to render shows a way out instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    console.error('Erro ao mostrar a página', error);
  }

  override render() {
    return this.state.error ? (
      <AppLoadErrorScreen message="Não foi possível abrir esta página. Verifique sua conexão e tente novamente." />
    ) : (
      this.props.children
    );
  }
}
