// Pages load their code on demand. A chunk that fails, or has not arrived after 120 s, is
// reported as a chunk loading error (spec 8) with a way to reload.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Resolves as the import does, or rejects with a ChunkLoadError after `ms`. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err));
      },
    );
  });
}

const ChunkErrorMessage = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('layout.reload')}
        </Button>
      }
    >
      {translate('layout.chunkError')}
    </Alert>
  );
};

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error; // other errors belong to react-admin's error page
  }
  render() {
    return this.state.failed ? <ChunkErrorMessage /> : this.props.children;
  }
}

const Fallback = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={translate('layout.loading')} />
    </Box>
  );
};

/** A page component whose code is fetched the first time it renders. */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const Lazy = lazy(() => withChunkTimeout(load()).then((component) => ({ default: component })));
  const Page = (props: P) => (
    <ChunkErrorBoundary>
      <Suspense fallback={<Fallback />}>
        <Lazy {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
  return Page;
}
