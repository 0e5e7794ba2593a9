import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firebaseSetup } from '~/features/auth/config';
import { pageCsp } from '~/integrations/csp';

const directive = (directives: readonly string[], name: string) => directives.find((d) => d.startsWith(`${name} `));

describe('pageCsp', () => {
  it('allows exactly the emulator in an emulator build', () => {
    const { directives, scriptResources } = pageCsp(firebaseSetup({}));
    expect(directive(directives, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099");
    expect(directive(directives, 'frame-src')).toBe('frame-src http://127.0.0.1:9099');
    expect(scriptResources).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://apis.google.com']);
  });

  it('allows Firebase Auth and the project’s sign-in frame in a production build, and no emulator', () => {
    const setup = firebaseSetup({
      PUBLIC_FIREBASE_API_KEY: 'key',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      PUBLIC_FIREBASE_PROJECT_ID: 'shop',
    });
    const { directives } = pageCsp(setup);
    expect(directive(directives, 'connect-src')).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(directive(directives, 'frame-src')).toBe('frame-src https://shop.firebaseapp.com');
    expect(directives.join(';')).not.toContain('127.0.0.1');
  });

  it('never allows inline script or eval, and refuses plugins and foreign bases', () => {
    const { directives, scriptResources } = pageCsp(firebaseSetup({}));
    expect(scriptResources.join(' ')).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    expect(directive(directives, 'default-src')).toBe("default-src 'self'");
  });
});

describe('zod in the browser', () => {
  // Feature modules (features are what reaches the browser; src/server runs only in Functions) build their schemas
  // with zod/mini: classic zod probes `new Function` as it builds an object schema, which the CSP refuses and reports,
  // and it would grow the zod chunk every island shares (docs/decisions.md#zodmini-in-the-browser).
  const src = fileURLToPath(new URL('../../src/features/', import.meta.url));
  const classicImports = (source: string) =>
    [...source.matchAll(/^import\s[^;]*?['"](zod(?:\/v4)?(?:\/classic)?)['"]/gm)].map((m) => m[1]);

  it('no feature module imports classic zod', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(?:ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => classicImports(readFileSync(join(src, file), 'utf8')).length > 0)).toEqual([]);
  });

  it('tells classic zod from zod/mini and zod core', () => {
    expect(classicImports("import { z } from 'zod';\n")).toEqual(['zod']);
    expect(classicImports("import * as z from 'zod/v4';\n")).toEqual(['zod/v4']);
    expect(classicImports("import * as z from 'zod/mini';\nimport { config } from 'zod/v4/core';\n")).toEqual([]);
  });
});
