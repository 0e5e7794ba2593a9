// The header's account script on every page. By itself it is a few hundred bytes: it fetches Firebase (session.ts)
// only when the inline paint script has marked <html data-auth="in"> from the "signed in as" hint, so signed-out
// visitors download none of it; and then on the visitor's first sign of intent, not with the page: the header shows
// the hint until then, and a page that needs the session at once (profile, orders, the editor) starts it itself.
// Starting Firebase is the heaviest script a signed-in content page runs (docs/performance.md).
import { onFirstIntent } from '../platform/intent.ts';
import { isHinted, watchHint } from './hinted.ts';

export function bootHeaderAccount(): void {
  let started = false;
  const start = () => {
    if (started || !isHinted()) return;
    started = true;
    import('./session.ts')
      .then((session) => session.startSession())
      .catch((error: unknown) => {
        started = false; // try again on the next change; meanwhile the header keeps showing the hint
        console.warn('Could not load sign-in', error);
      });
  };
  onFirstIntent(start);
  // Signed in from another tab: the paint script (paint-hint.ts) repaints, and from then on this page needs Firebase too.
  watchHint(start);
}
