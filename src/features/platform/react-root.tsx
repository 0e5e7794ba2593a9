// Where React roots are made, on every page (docs/architecture.md#how-client-code-starts): an interactive page's root
// hydrates the server's HTML (roots.ts), and the roots content pages mount by hand on a visitor's first press (the
// phone menu's drawer, the chat panel) render into an empty element.
// First: on the development server, React Fast Refresh wraps every component module and throws unless its preamble
// ran before, so a module that imports this one imports it before its components. In builds this module is empty.
import '@vitejs/plugin-react/preamble';
import { createElement, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates `host`, whose HTML the server rendered from `Component` with `props` and the useId prefix `idPrefix`
 * (Root.astro).
 */
export function hydrate<P extends object>(
  host: Element,
  Component: ComponentType<P>,
  props: P,
  idPrefix: string,
): void {
  // Started in a transition, React hydrates in slices that leave the main thread free between them.
  startTransition(() => {
    hydrateRoot(host, createElement(Component, props), { identifierPrefix: idPrefix });
  });
}

/** Renders `node` into the empty element `host`; the returned root renders it again with new props. */
export function mount(host: Element, node: ReactNode): Root {
  const root = createRoot(host);
  root.render(node);
  return root;
}
