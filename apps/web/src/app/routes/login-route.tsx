import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { LoginPage } from '../../features/auth/components/login-page';
import { lazyNamed } from '../../lib/lazy-named';

// The pitch and demo form load after the sign-in form, in their own chunk.
const DemoPanel = lazyNamed(() => import('../../features/demo/components/demo-panel'), 'DemoPanel');

/** /login: the auth feature's page with the demo feature beside it. */
export function LoginRoute() {
  return (
    <LoginPage
      aside={
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <DemoPanel />
          </Suspense>
        </ChunkErrorBoundary>
      }
    />
  );
}
