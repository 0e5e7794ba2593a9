// The React side of reply rendering: markup comes only from React elements, so hostile text is escaped.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatPanel } from '../../src/features/chat/ChatPanel.tsx';
import { Reply } from '../../src/features/chat/Reply.tsx';

describe('Reply', () => {
  it('renders code with its label, bullets, breaks and store links', () => {
    const html = renderToStaticMarkup(
      <Reply
        text={'Picks:\n1. [NV7400](/products/biwin-nv7400-2tb)\n2. Cheap\n\nline a\nline b\n```ts\nconst x = 1;\n```'}
      />,
    );
    expect(html).toContain('<figcaption');
    expect(html).toContain('>ts</figcaption>');
    expect(html).toContain('<pre');
    expect(html).toContain('<code>const x = 1;</code>');
    expect(html).toMatch(
      /<ul[^>]*><li><a href="\/products\/biwin-nv7400-2tb"[^>]*>NV7400<\/a><\/li><li>Cheap<\/li><\/ul>/,
    );
    expect(html).toContain('line a<br/>line b');
  });

  it('escapes hostile markup instead of rendering it', () => {
    const html = renderToStaticMarkup(<Reply text={'<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>'} />);
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('links absolute URLs only on the given origin', () => {
    const html = renderToStaticMarkup(
      <Reply text="https://shop.example/all and https://evil.example/all" origin="https://shop.example" />,
    );
    expect(html).toContain('<a href="/all"');
    expect(html).not.toContain('href="https://evil.example');
  });
});

describe('ChatPanel (server render, closed)', () => {
  it('is a labelled dialog with the named controls, hidden until opened', () => {
    const html = renderToStaticMarkup(<ChatPanel />);
    expect(html).toMatch(/<section[^>]*role="dialog"/);
    expect(html).toMatch(/<section[^>]*hidden=""/);
    expect(html).toMatch(/aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>AI shopping assistant<\/h2>/);
    expect(html).toContain('aria-label="Close chat"');
    expect(html).toContain('>Clear</button>');
    expect(html).toContain('>Send</button>');
    expect(html).toContain('max-h-[24rem]');
    expect(html).toContain('overflow-y-auto');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Hello this is AI Bot. Ask anything!');
  });
});
