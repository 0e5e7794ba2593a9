// Turns an assistant reply into a tree for React to render (docs/rules.md#chatbot). The tree holds only plain strings, so a
// reply can never inject markup: `<img onerror>` stays the characters `<img onerror>`.

import { sameOriginPath } from '~/features/platform';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'link'; href: string; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'inlineCode'; text: string };

export type ReplyNode =
  | { type: 'code'; lang?: string; text: string }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; items: Inline[][] };

export interface RenderOptions {
  /** The site's own origin (e.g. `https://store.example`): absolute URLs on it become links, all others stay text. */
  origin?: string;
}

const FENCE = '```';
/** A fence's info string is one word (`ts`, `c++`, `shell-session`); anything else on that line is code. */
const LANG_TAG = /^[\w#+.-]{1,30}$/;
/** Numbered list lines: `1. foo`, `2) bar`. */
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/**
 * Code-like tokens of docs/rules.md#chatbot. Keywords must be used as code (`function f(`, `def f(`, `class A {`), so prose such
 * as "classic", "the class of a card" or "its main function is…" stays prose; braces and tags count wherever they are.
 */
const CODE_LIKE: readonly RegExp[] = [
  /<\/?\s*(?:template|script)\b/i,
  /[{}]/,
  /\bconsole\.log\b/,
  /\bfunction\b\*?(?:\s+[A-Za-z_$][\w$]*)?\s*\(/,
  /\bdef\s+[A-Za-z_]\w*\s*\(/,
  /\bclass\s+[A-Za-z_$][\w$]*\s*(?:[{(<]|\bextends\b|\bimplements\b|:\s*$)/m,
];

export function isCodeLike(text: string): boolean {
  return CODE_LIKE.some((pattern) => pattern.test(text));
}

export function renderReply(text: string, options: RenderOptions = {}): ReplyNode[] {
  const nodes: ReplyNode[] = [];
  for (const part of splitFences(text.replace(/\r\n?/g, '\n'))) {
    if (part.type === 'code') nodes.push(part);
    else renderLeftover(part.text, options, nodes);
  }
  return nodes;
}

type Part = { type: 'text'; text: string } | Extract<ReplyNode, { type: 'code' }>;

/** Splits out triple-backtick blocks. An unclosed fence runs to the end, so a streamed code block shows as it grows. */
function splitFences(source: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf(FENCE, at);
    if (open < 0) {
      parts.push({ type: 'text', text: source.slice(at) });
      break;
    }
    parts.push({ type: 'text', text: source.slice(at, open) });
    const close = source.indexOf(FENCE, open + FENCE.length);
    const body = source.slice(open + FENCE.length, close < 0 ? source.length : close);
    at = close < 0 ? source.length : close + FENCE.length;

    const newline = body.indexOf('\n');
    const firstLine = newline < 0 ? '' : body.slice(0, newline).trim();
    const hasInfo = newline >= 0 && (firstLine === '' || LANG_TAG.test(firstLine));
    const code = (hasInfo ? body.slice(newline + 1) : body).replace(/\n$/, '');
    if (code.trim() === '') continue;
    parts.push(firstLine && hasInfo ? { type: 'code', lang: firstLine, text: code } : { type: 'code', text: code });
  }
  return parts;
}

/**
 * Text outside fences, taken a paragraph (blank-line-separated block) at a time: a paragraph with a code-like token
 * is shown as code, so one stray brace does not turn a whole friendly answer into a code listing.
 */
function renderLeftover(text: string, options: RenderOptions, out: ReplyNode[]): void {
  for (const block of text.split(/\n[ \t]*\n/)) {
    const trimmed = block.replace(/^\n+|\s+$/g, '');
    if (trimmed.trim() === '') continue;
    if (isCodeLike(trimmed)) {
      out.push({ type: 'code', text: trimmed });
      continue;
    }
    let paragraph: Inline[] | undefined;
    for (const line of trimmed.split('\n')) {
      const item = NUMBERED.exec(line);
      if (item) {
        paragraph = undefined;
        const last = out.at(-1);
        const inlines = parseInline(item[1] ?? '', options);
        // Items separated by blank lines still belong to one list.
        if (last?.type === 'list') last.items.push(inlines);
        else out.push({ type: 'list', items: [inlines] });
      } else if (line.trim() !== '') {
        if (paragraph) {
          paragraph.push({ type: 'break' });
        } else {
          paragraph = [];
          out.push({ type: 'paragraph', children: paragraph });
        }
        paragraph.push(...parseInline(line.trim(), options));
      }
    }
  }
}

// Inline syntax, in priority order: `code`, **bold**, [text](url), absolute URL, site path (`/products/x`, but not
// `//host`, not the middle of `read/write` or `1/2`, not a closing tag's `</b` or an attribute's `=/x`).
const INLINE =
  /`([^`\n]+)`|\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)|(https?:\/\/[^\s<>"'`()[\]{}]+)|(?<![\w/.:~<=-])(\/(?![/\\])[\w~-][\w\-./~%?=&#+]*)/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

function parseInline(text: string, options: RenderOptions): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out.at(-1);
    if (last?.type === 'text') last.text += value;
    else out.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, bold, linkText, linkUrl, url, path] = match;
    pushText(text.slice(at, match.index));
    at = match.index + whole.length;
    if (code !== undefined) out.push({ type: 'inlineCode', text: code });
    else if (bold !== undefined) out.push({ type: 'strong', children: parseInline(bold, options) });
    else if (linkText !== undefined && linkUrl !== undefined) {
      const href = storeHref(linkUrl, options);
      // A link off the site keeps its address visible, as text, so nothing is hidden behind the label.
      if (href) out.push({ type: 'link', href, text: linkText });
      else pushText(`${linkText} (${linkUrl})`);
    } else {
      const raw = url ?? path ?? whole;
      const tail = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? '';
      const target = raw.slice(0, raw.length - tail.length);
      const href = storeHref(target, options);
      if (href) out.push({ type: 'link', href, text: target });
      else pushText(target);
      pushText(tail);
    }
  }
  pushText(text.slice(at));
  return out;
}

/** The href for a URL on this store (always a same-origin path), or undefined for anything else. */
export function storeHref(url: string, options: RenderOptions = {}): string | undefined {
  // Absolute addresses are links only when the caller says which origin is ours.
  if (!url.startsWith('/') && !options.origin) return undefined;
  return sameOriginPath(url, options.origin);
}
