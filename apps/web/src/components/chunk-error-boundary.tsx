import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { chunkLoadErrorMessage, isChunkLoadError } from '../lib/lazy-named';

type Props = {
  children: ReactNode;
  /** A change (e.g. of the path) clears a shown error, so moving elsewhere recovers. */
  resetKey?: string;
  onReload?: () => void;
};
type State = { error: Error | null };

/**
 * Catches render errors below it, in particular a lazy route chunk that failed to load (a new deploy
 * removed the old hashed file, or the network dropped), and offers a reload instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error caught by ChunkErrorBoundary', error, info.componentStack);
  }

  private readonly handleReload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={this.handleReload}>
              Reload
            </Button>
          }
        >
          <AlertTitle>{chunk ? chunkLoadErrorMessage : 'Unexpected Application Error!'}</AlertTitle>
          {chunk ? 'Part of the application could not be loaded. Check your connection and reload the page.' : error.message}
        </Alert>
      </Box>
    );
  }
}
