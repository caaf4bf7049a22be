import { lazy, Suspense } from 'react';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';

// The prompt is no part of the first visit's bytes: its chunk loads when a new version waits (the service worker
// keeps it, as every chunk of the build).
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** "A new version is available — reload", once a new deployment waits (docs/adr/0012-offline-reading.md). */
export function UpdatePromptSlot() {
  const reload = useObservable(useUiState().updates.reload$);
  return reload ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
