import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from './styles';

const box = css`
  margin: 1em 0;
  padding: 1em 1.25em;
  border: 2px solid var(--p-error);
  border-radius: var(--p-radius);
  background: var(--p-paper);
  color: var(--p-text);
  h2 {
    margin: 0 0 0.5em;
    font-size: 1.25em;
    color: var(--p-error);
  }
  pre {
    margin: 0.5em 0 0;
    max-height: 16em;
    overflow: auto;
    font-size: 0.8em;
    white-space: pre-wrap;
  }
`;

function ErrorView({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div className={box} role="alert">
      <h2>{t('KIT.UNEXPECTED_ERROR')}</h2>
      <p>{error.message}</p>
      {error.stack && (
        <details>
          <summary>{t('KIT.DETAILS')}</summary>
          <pre>{error.stack}</pre>
        </details>
      )}
    </div>
  );
}

/** Keeps a failure inside the element: the host page and the rest of the element's page keep working. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
