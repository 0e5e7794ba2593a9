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

describe('classic zod under the CSP', () => {
  // src/features/platform/zod-jitless.ts: a feature module (features are what reaches the browser; src/server runs
  // only in Functions) that builds classic zod schemas imports it before zod.
  const src = fileURLToPath(new URL('../../src/features/', import.meta.url));
  const firstImports = (source: string) => [...source.matchAll(/^import\s[^;]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const misses = (files: readonly string[], read: (file: string) => string) =>
    files.filter((file) => {
      const imports = firstImports(read(file));
      return imports.includes('zod') && !/zod-jitless\.ts$/.test(imports[0] ?? '');
    });

  it('every feature module importing classic zod makes it jitless first', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(?:ts|tsx)$/.test(file));
    const classic = files.filter((file) => firstImports(readFileSync(join(src, file), 'utf8')).includes('zod'));
    expect(classic.length).toBeGreaterThan(1);
    expect(misses(files, (file) => readFileSync(join(src, file), 'utf8'))).toEqual([]);
  });

  it('finds a module that builds schemas before zod is jitless', () => {
    const sources: Record<string, string> = {
      'late.ts': "import { z } from 'zod';\nimport '../platform/zod-jitless.ts';\n",
      'none.ts': "import { z } from 'zod';\n",
      'first.ts': "import '../platform/zod-jitless.ts';\nimport { z } from 'zod';\n",
      'mini.ts': "import * as z from 'zod/mini';\n",
    };
    expect(misses(Object.keys(sources), (file) => sources[file] ?? '')).toEqual(['late.ts', 'none.ts']);
  });
});
