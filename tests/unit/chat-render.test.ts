// Reply rendering (docs/rules.md#chatbot): every rule, mixes of them, and hostile input.
import { describe, expect, it } from 'vitest';
import { isCodeLike, renderReply, storeHref, type ReplyNode } from '../../src/features/chat/render.ts';

const text = (value: string) => ({ type: 'text', text: value }) as const;
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

/** Every string in the tree, to prove nothing but text nodes carry the reply's characters. */
function strings(nodes: readonly ReplyNode[]): string[] {
  return JSON.stringify(nodes).match(/"(text|href|lang)":"[^"]*"/g) ?? [];
}

describe('code blocks', () => {
  it('shows a triple-backtick block as code, keeping the language tag as a label', () => {
    expect(renderReply('Try:\n```js\nconst a = 1;\nconsole.log(a);\n```\nDone.')).toEqual([
      paragraph(text('Try:')),
      { type: 'code', lang: 'js', text: 'const a = 1;\nconsole.log(a);' },
      paragraph(text('Done.')),
    ]);
  });

  it('accepts a fence with no language, and keeps blank lines inside the code', () => {
    expect(renderReply('```\nline 1\n\nline 3\n```')).toEqual([{ type: 'code', text: 'line 1\n\nline 3' }]);
  });

  it('treats an unclosed fence (a reply still streaming) as code to the end', () => {
    expect(renderReply('Here:\n```python\nprint("hi")')).toEqual([
      paragraph(text('Here:')),
      { type: 'code', lang: 'python', text: 'print("hi")' },
    ]);
  });

  it('keeps several blocks and the text between them apart', () => {
    const nodes = renderReply('```sh\nnpm i\n```\nthen\n```ts\nrun()\n```');
    expect(nodes.map((n) => n.type)).toEqual(['code', 'paragraph', 'code']);
    expect(nodes[2]).toEqual({ type: 'code', lang: 'ts', text: 'run()' });
  });

  it('skips an empty block', () => {
    expect(renderReply('a\n```\n```\nb')).toEqual([paragraph(text('a')), paragraph(text('b'))]);
  });
});

describe('code-like leftover text', () => {
  it.each([
    ['<template><div/></template>'],
    ['<script>alert(1)</script>'],
    ['function add(a, b) return a + b'],
    ['const f = function (x) return x'],
    ['def greet(name):\n    return name'],
    ['if (x) { y(); }'],
    ['}'],
    ['console.log("hi")'],
    ['class Cart extends Store'],
    ['class Point:\n    pass'],
    ['class Foo {'],
  ])('shows %j as code', (input) => {
    expect(isCodeLike(input)).toBe(true);
    expect(renderReply(input)).toEqual([{ type: 'code', text: input }]);
  });

  it.each([
    ['A classic choice for a gaming PC.'],
    ['This card is in a class of its own.'],
    ['Speed class: U3, V30, Class 10'],
    ['Its main function is to add Wi-Fi.'],
    ['Define your budget first; the default is fine.'],
    ['Use the script tag-free checkout.'],
  ])('leaves prose %j as prose', (input) => {
    expect(isCodeLike(input)).toBe(false);
    expect(renderReply(input)).toEqual([paragraph(text(input))]);
  });

  it('decides per paragraph, so a code-like paragraph does not swallow the prose around it', () => {
    expect(renderReply('Here is one:\n\nfunction add(a, b) { return a + b; }\n\nIt adds numbers.')).toEqual([
      paragraph(text('Here is one:')),
      { type: 'code', text: 'function add(a, b) { return a + b; }' },
      paragraph(text('It adds numbers.')),
    ]);
  });
});

describe('line breaks and lists', () => {
  it('turns newlines into line breaks', () => {
    expect(renderReply('one\ntwo\r\nthree')).toEqual([
      paragraph(text('one'), { type: 'break' }, text('two'), { type: 'break' }, text('three')),
    ]);
  });

  it('turns numbered lines ("1." and "2)") into one bulleted list', () => {
    expect(renderReply('Options:\n1. First\n2) Second\n\n3. Third')).toEqual([
      paragraph(text('Options:')),
      { type: 'list', items: [[text('First')], [text('Second')], [text('Third')]] },
    ]);
  });

  it('starts a new paragraph after a list', () => {
    expect(renderReply('1. a\n2. b\nThat is all.')).toEqual([
      { type: 'list', items: [[text('a')], [text('b')]] },
      paragraph(text('That is all.')),
    ]);
  });

  it('does not take a number inside a sentence for a list', () => {
    expect(renderReply('It reads at 7. 400 MB/s more than')).toEqual([
      paragraph(text('It reads at 7. 400 MB/s more than')),
    ]);
  });
});

describe('links', () => {
  const origin = 'https://store.example';

  it('links a store path, leaving trailing punctuation outside', () => {
    expect(renderReply('See /products/biwin-nv7400-2tb.')).toEqual([
      paragraph(
        text('See '),
        { type: 'link', href: '/products/biwin-nv7400-2tb', text: '/products/biwin-nv7400-2tb' },
        text('.'),
      ),
    ]);
  });

  it('links a Markdown link to a store path with its label', () => {
    expect(renderReply('1. [Biwin NV7400](/products/biwin-nv7400-2tb) for $139.99')).toEqual([
      {
        type: 'list',
        items: [[{ type: 'link', href: '/products/biwin-nv7400-2tb', text: 'Biwin NV7400' }, text(' for $139.99')]],
      },
    ]);
  });

  it('links an absolute URL on this origin, as a same-origin path', () => {
    expect(renderReply('Go to https://store.example/all?sort=price#top', { origin })).toEqual([
      paragraph(text('Go to '), {
        type: 'link',
        href: '/all?sort=price#top',
        text: 'https://store.example/all?sort=price#top',
      }),
    ]);
  });

  it.each([
    ['https://evil.example/products/x'],
    ['http://store.example.evil.example/products/x'],
    ['//evil.example/products/x'],
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
  ])('never links %s', (url) => {
    const nodes = renderReply(`Visit ${url}`, { origin });
    expect(JSON.stringify(nodes)).not.toContain('"link"');
    expect(nodes).toEqual([paragraph(text(`Visit ${url}`))]);
  });

  it('keeps an off-site Markdown link as text with its address visible', () => {
    expect(renderReply('[Biwin](https://www.biwintech.com)', { origin })).toEqual([
      paragraph(text('Biwin (https://www.biwintech.com)')),
    ]);
    expect(renderReply('[click](javascript:alert(1))')).toEqual([paragraph(text('[click](javascript:alert(1))'))]);
  });

  it('does not take a/b in prose for a path', () => {
    expect(renderReply('read/write speeds, 1/2 price')).toEqual([paragraph(text('read/write speeds, 1/2 price'))]);
  });

  it('decides what counts as a store href', () => {
    expect(storeHref('/products/a')).toBe('/products/a');
    expect(storeHref('/')).toBe('/');
    expect(storeHref('//x.example')).toBeUndefined();
    expect(storeHref('/\\x.example')).toBeUndefined();
    expect(storeHref('https://store.example/a', { origin })).toBe('/a');
    expect(storeHref('https://store.example/a')).toBeUndefined();
    expect(storeHref('not a url', { origin })).toBeUndefined();
  });

  it.each([
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/x/../..//evil.example',
    'https://store.example/.//evil.example',
  ])('shows a link to %j, which resolves off the site, as text', (href) => {
    expect(storeHref(href, { origin })).toBeUndefined();
    expect(renderReply(`[our shop](${href})`, { origin })).toEqual([paragraph(text(`our shop (${href})`))]);
  });
});

describe('inline emphasis', () => {
  it('renders **bold** and `code`', () => {
    expect(renderReply('**Fast** drive, `nvme` list')).toEqual([
      paragraph(
        { type: 'strong', children: [text('Fast')] },
        text(' drive, '),
        { type: 'inlineCode', text: 'nvme' },
        text(' list'),
      ),
    ]);
  });
});

describe('mixes', () => {
  it('renders a typical answer: prose, list with links, code block, closing line', () => {
    const reply = [
      'Two good picks:',
      '1. [NV7400 2 TB](/products/biwin-nv7400-2tb): $139.99',
      '2. [NV14000 2 TB](/products/biwin-nv14000-2tb): $239.99',
      '',
      'Check your slot with:',
      '```bash',
      'lspci | grep -i nvme',
      '```',
      'Shipping is free over $50.',
    ].join('\n');
    const nodes = renderReply(reply);
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'list', 'paragraph', 'code', 'paragraph']);
    const list = nodes[1];
    expect(list?.type === 'list' && list.items.length).toBe(2);
    expect(nodes[3]).toEqual({ type: 'code', lang: 'bash', text: 'lspci | grep -i nvme' });
  });

  it('returns nothing for an empty or blank reply', () => {
    expect(renderReply('')).toEqual([]);
    expect(renderReply('  \n\n ')).toEqual([]);
  });
});

describe('hostile input stays text', () => {
  it.each([
    ['<img src=x onerror=alert(1)>'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<iframe src="https://evil.example"></iframe>'],
    ['<svg onload=alert(1)>'],
  ])('%s becomes a text node, character for character', (payload) => {
    expect(renderReply(payload)).toEqual([paragraph(text(payload))]);
  });

  it('shows <script> as code, never as markup', () => {
    const payload = '<script>fetch("/steal?c="+document.cookie)</script>';
    expect(renderReply(payload)).toEqual([{ type: 'code', text: payload }]);
  });

  it('keeps payloads inside lists and links as text too', () => {
    const nodes = renderReply('1. <img src=x onerror=alert(1)>\n2. [<b>x</b>](/products/a)');
    expect(nodes).toEqual([
      {
        type: 'list',
        items: [[text('<img src=x onerror=alert(1)>')], [{ type: 'link', href: '/products/a', text: '<b>x</b>' }]],
      },
    ]);
    expect(strings(nodes).every((s) => !s.startsWith('"href":"javascript'))).toBe(true);
  });
});
