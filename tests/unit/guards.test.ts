import { describe, expect, it } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  isChunkLoadError,
  mayReload,
  readBuildId,
  reloadKey,
} from '~/features/platform/guards';
import { errorDescription, errorMessage, errorStatus } from '~/features/errors/messages';

describe('platform constants', () => {
  it('checks for a new build hourly and guards reloads for 10 s', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});

describe('mayReload', () => {
  it('allows the first reload of a path', () => {
    expect(mayReload(null, 1_000)).toBe(true);
  });
  it('refuses a second reload within 10 seconds', () => {
    expect(mayReload(1_000, 1_000 + 9_999)).toBe(false);
  });
  it('allows a reload once 10 seconds have passed', () => {
    expect(mayReload(1_000, 11_000)).toBe(true);
  });
  it('treats a corrupt stored time as no reload yet', () => {
    expect(mayReload(Number.NaN, 5)).toBe(true);
  });
  it('keys the guard by path', () => {
    expect(reloadKey('/all')).not.toBe(reloadKey('/all2'));
  });
});

describe('readBuildId', () => {
  it('reads a published build id', () => {
    expect(readBuildId({ buildId: 'abc123', builtAt: '2026-11-01T00:00:00Z' })).toBe('abc123');
  });
  it('ignores anything else', () => {
    for (const body of [null, 'abc', {}, { buildId: 3 }, { buildId: '' }, { buildId: 'x'.repeat(65) }])
      expect(readBuildId(body)).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunk loads in Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: https://x/_astro/a.js')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError('TypeError: x is undefined')).toBe(false);
  });
});

describe('error page texts', () => {
  it('says Page Not Found for 404 and Internal Server Error otherwise', () => {
    expect(errorMessage(404)).toBe('Page Not Found');
    expect(errorMessage(500)).toBe('Internal Server Error');
    expect(errorMessage(503)).toBe('Internal Server Error');
    expect(errorDescription(404)).not.toBe(errorDescription(500));
  });
  it('defaults the status to 500', () => {
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus(200)).toBe(500);
    expect(errorStatus(404)).toBe(404);
  });
});
