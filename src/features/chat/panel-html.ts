// The chat panel as every page carries it before its code loads (ChatLauncher.astro): the React panel rendered once
// per build, closed and with the greeting, so the launcher's first press shows the real panel's markup at once and
// the page pays one render of it per build, not per page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatPanel } from './ChatPanel.tsx';
import { CHAT_COPY_ID_PREFIX } from './keys.ts';

let html: string | undefined;

/** The closed panel's HTML, rendered on first use. */
export const chatPanelHtml = (): string =>
  (html ??= renderToStaticMarkup(createElement(ChatPanel), { identifierPrefix: CHAT_COPY_ID_PREFIX }));
