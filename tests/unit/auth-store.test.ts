import {
  cleanTestStorage,
  getTestStorage,
  setPersistentEngine,
  setTestStorageKey,
  useTestStorageEngine as installTestStorage,
} from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('~/features/auth/store');

const repaints = vi.fn();
let store: Store;
const unlisten: (() => void)[] = [];

const ada = { uid: 'u1', displayName: 'Ada', email: 'ada@example.com', photoURL: null };
const picture = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';

describe('auth store', () => {
  beforeAll(async () => {
    // The store reads localStorage when it is created, so the test engine must be in place before it is imported,
    // and the module loaded afresh: test files share a worker, and another may have loaded it over another engine.
    installTestStorage(); // not a React hook, despite its name
    cleanTestStorage();
    vi.stubGlobal('window', new EventTarget());
    window.addEventListener('auth-hint', repaints);
    vi.resetModules();
    store = await import('~/features/auth/store');
    // Keep the persistent atoms listening, as an island would.
    unlisten.push(
      store.$user.listen(() => undefined),
      store.$localAvatar.listen(() => undefined),
    );
  });
  afterAll(() => {
    // The next test file in this worker gets no window, and the engine the library starts with where there is no
    // localStorage (an empty object, no events), not this file's.
    for (const stop of unlisten.splice(0)) stop();
    setPersistentEngine({}, { addEventListener: () => undefined, removeEventListener: () => undefined });
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    store.setUser(null);
    store.clearLocalAvatar();
    repaints.mockClear();
  });

  it('persists the signed-in user as the hint and asks the header to repaint', () => {
    store.setUser(ada);
    expect(JSON.parse(getTestStorage()['auth-hint'] ?? 'null')).toEqual(ada);
    expect(store.$authReady.get()).toBe(true);
    expect(repaints).toHaveBeenCalledTimes(1);
  });

  it('drops the hint on sign-out, and with it this device’s picture', () => {
    store.setUser(ada);
    expect(store.setLocalAvatar(picture)).toBe(true);
    expect(getTestStorage()['profile-avatar']).toBe(picture);
    store.setUser(null);
    expect(getTestStorage()['auth-hint']).toBeUndefined();
    expect(getTestStorage()['profile-avatar']).toBeUndefined();
  });

  it('refuses to store anything but a picture data URL', () => {
    expect(store.setLocalAvatar('javascript:alert(1)')).toBe(false);
    expect(store.$localAvatar.get()).toBeNull();
  });

  it('ignores a stored hint or picture that does not parse', () => {
    setTestStorageKey('auth-hint', '{"uid":""}');
    expect(store.$user.get()).toBeNull();
    setTestStorageKey('auth-hint', JSON.stringify(ada));
    expect(store.$user.get()).toEqual(ada);
    setTestStorageKey('profile-avatar', 'data:text/html;base64,PHNjcmlwdD4=');
    expect(store.$localAvatar.get()).toBeNull();
  });
});
