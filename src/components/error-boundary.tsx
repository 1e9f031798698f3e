import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./button.tsx";

type Props = { children: ReactNode; label?: ReactNode };
type State = { error: Error | null };

/** Keeps a crash in one part of the page from blanking the rest; the message is shown as text. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Taskdeck crashed:", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {this.props.label ? (
            <Trans>{this.props.label} stopped working.</Trans>
          ) : (
            <Trans>This part of Taskdeck stopped working.</Trans>
          )}
        </p>
        <p className="mt-1 text-sm break-words">{error.message}</p>
        <Button variant="danger" className="mt-3" onClick={() => this.setState({ error: null })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
}
