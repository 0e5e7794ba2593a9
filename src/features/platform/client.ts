// Runs on every page: new-build detection, the chunk-load reload guard, the button ripple and the scroll lock.
import { BUILD_CHECK_INTERVAL_MS, isChunkLoadError, mayReload, readBuildId, reloadKey } from './guards.ts';

function reloadOnce() {
  const key = reloadKey(location.pathname);
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); reloading without the guard could loop, so stop here.
    return;
  }
  if (!mayReload(stored === null ? null : Number(stored), Date.now())) return;
  sessionStorage.setItem(key, String(Date.now()));
  location.reload();
}

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnce();
});
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : String(reason);
  if (isChunkLoadError(message)) reloadOnce();
});

function offerReload() {
  if (document.getElementById('new-build')) return;
  const bar = document.createElement('div');
  bar.id = 'new-build';
  bar.setAttribute('role', 'status');
  bar.className =
    'fixed inset-x-0 top-0 z-overlay mx-auto mt-2 flex w-fit max-w-[95vw] items-center gap-3 rounded-xl bg-ink px-4 py-2 text-sm text-white shadow-lg';
  const text = document.createElement('span');
  text.textContent = 'A new version of the store is available.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-md bg-white px-3 py-1 font-semibold text-ink';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => location.reload());
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'px-2 text-white/80 hover:text-white';
  dismiss.setAttribute('aria-label', 'Dismiss');
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => bar.remove());
  bar.append(text, reload, dismiss);
  document.body.append(bar);
}

async function checkBuild() {
  try {
    const response = await fetch(`/build.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const latest = readBuildId(await response.json());
    if (latest && latest !== __BUILD_ID__) offerReload();
  } catch {
    // Offline or mid-deploy: try again at the next interval.
  }
}
setInterval(() => void checkBuild(), BUILD_CHECK_INTERVAL_MS);

// Ripple feedback (401 ms, docs/rules.md#platform-constants) on every .btn.
document.addEventListener('pointerdown', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.btn') : null;
  if (!button) return;
  const rect = button.getBoundingClientRect();
  const size = Math.max(rect.width, rect.height) / 2;
  const ink = document.createElement('span');
  ink.className = 'ripple-ink';
  ink.setAttribute('aria-hidden', 'true');
  ink.style.cssText = `width:${size}px;height:${size}px;left:${event.clientX - rect.left - size / 2}px;top:${event.clientY - rect.top - size / 2}px`;
  button.append(ink);
  ink.addEventListener('animationend', () => ink.remove());
});

// An open modal <dialog> (the phone menu, the delete-account confirmation) keeps the page behind it still. Set here
// when a dialog's toggle event says it opened or closed, not by a `body:has(dialog:modal)` rule: Chromium answered
// that rule by restyling the whole page in the frame of the press that opened the dialog (docs/performance.md).
document.addEventListener(
  'toggle',
  (event) => {
    if (!(event.target instanceof HTMLDialogElement)) return;
    document.body.style.overflow = document.querySelector('dialog:modal') ? 'hidden' : '';
  },
  true,
);
