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
