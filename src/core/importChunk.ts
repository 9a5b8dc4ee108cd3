// Dynamic imports that report a clear ChunkLoadError and can be retried under a fresh URL.
const CHUNK_TIMEOUT_MS = 120_000;

/** A lazily loaded part of the code that did not arrive (offline, or a new deploy removed the old file). */
export class ChunkLoadError extends Error {
  name = 'ChunkLoadError';
  constructor(
    readonly type: 'error' | 'timeout',
    readonly url: string | undefined,
    cause: unknown,
  ) {
    super(`Loading chunk ${url ?? '(unknown)'} failed (${type}: ${url ?? String(cause)})`, { cause });
  }
}

// Chromium and Firefox name the module that failed in the error message; Safari does not.
const failedUrl = (error: unknown) => String((error as Error)?.message ?? error).match(/https?:\/\/\S+?\.js\b/)?.[0];

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', undefined, 'timed out')), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a dynamic import; on a retry, if the plain import fails again (some browsers cache a failed module
 * for good), imports the same file under a fresh URL.
 */
export async function importChunk<T>(load: (attempt: number) => Promise<T>, attempt = 0): Promise<T> {
  try {
    return await withTimeout(load(attempt));
  } catch (error) {
    // A loader of several chunks imported each through here: the one that failed has been retried already.
    if (error instanceof ChunkLoadError) throw error;
    const url = failedUrl(error);
    if (attempt > 0 && url) {
      try {
        return await withTimeout(import(/* @vite-ignore */ `${url}?retry=${attempt}-${Date.now()}`) as Promise<T>);
      } catch (again) {
        throw new ChunkLoadError('error', url, again);
      }
    }
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError('error', url, error);
  }
}
