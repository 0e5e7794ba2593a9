// The header's account script on every page. By itself it is a few hundred bytes: it fetches Firebase (session.ts)
// only when the inline paint script has marked <html data-auth="in"> from the "signed in as" hint, so signed-out
// visitors download none of it.
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
  start();
  // Signed in from another tab: the paint script (paint-hint.ts) repaints, and from then on this page needs Firebase too.
  watchHint(start);
}
