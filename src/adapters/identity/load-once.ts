/**
 * Wraps an SDK's loading so it runs on the first call and is shared by the later ones; a load that
 * fails is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = null;
    });
    return current;
  };
}
