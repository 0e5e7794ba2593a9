/** Platform constants (docs/rules.md#platform-constants). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;

/** A failed chunk load may reload a path at most once per RELOAD_GUARD_MS. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS;
}

export const reloadKey = (path: string) => `reload-guard:${path}`;

/** Parses the published build record; anything else counts as "unknown", never as a new build. */
export function readBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { buildId?: unknown }).buildId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Text that marks a failed dynamic import or preload of a script chunk, across browsers. */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i.test(
    message,
  );
}
