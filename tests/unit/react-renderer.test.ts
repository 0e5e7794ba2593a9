// React islands render in one pass at build time (src/integrations/react-renderer.ts). The renderer's one-pass call
// must get the island's id prefix, or ids from `useId` in the page differ from the ones hydration makes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addIdPrefix, STRING_RENDER, STRING_RENDER_WITH_OPTIONS } from '../../src/integrations/react-renderer.ts';

const installed = readFileSync(createRequire(import.meta.url).resolve('@astrojs/react/server.js'), 'utf8');

describe('the React renderer id prefix fix', () => {
  it('applies to the installed renderer, once, and passes its render options', () => {
    expect(installed.includes(STRING_RENDER), 'the one-pass call in the installed renderer').toBe(true);
    const fixed = addIdPrefix(installed);
    expect(fixed.split(STRING_RENDER_WITH_OPTIONS).length - 1).toBe(1);
    expect(fixed.includes(STRING_RENDER)).toBe(false);
    // The options it passes are the ones the streaming render gets: the island's prefix among them.
    expect(/const renderOptions = \{\s*identifierPrefix: prefix/.test(fixed)).toBe(true);
  });
  it('fails loudly when the renderer no longer has the call', () => {
    expect(() => addIdPrefix('ReactDOM.renderToStaticMarkup(vnode)')).toThrow(/identifierPrefix/);
  });
  it('is what makes one-pass ids carry the prefix', () => {
    const Labelled = () => createElement('input', { id: useId() });
    expect(renderToString(createElement(Labelled), { identifierPrefix: 'r1' })).toContain('id="_r1R_');
    expect(renderToString(createElement(Labelled))).not.toContain('_r1R_');
  });
});
