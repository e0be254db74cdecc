import { Component, type ErrorInfo, type ReactNode } from "react";
import { SharedVersionError } from "./registry";

interface Props {
  name: string;
  label: string;
  /** Called once per error caught, after it is logged. */
  onError: (error: Error) => void;
  /** Runs before the area draws anew (a promise: once it settles). */
  onRetry: () => void | Promise<void>;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a broken or unreachable remote inside its own slot: the shell's
 * header, footer and the other remotes stay usable.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] The "${this.props.name}" remote failed to load or render.`, error, info.componentStack);
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  private readonly retry = async (): Promise<void> => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="remote-error">
        <h1>The {this.props.label} could not be loaded</h1>
        <p>
          {error instanceof SharedVersionError
            ? "This part of the site was released for another version of the site and cannot run here. It has been reported; please come back in a few minutes."
            : "Something went wrong while loading this part of the site. Check your connection and try again; if it keeps happening, please come back in a few minutes."}
        </p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
        <details>
          <summary>Technical details</summary>
          <code>{error.message}</code>
        </details>
      </div>
    );
  }
}
