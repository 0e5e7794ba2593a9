import { useMemo, type ReactNode } from 'react';
import { renderReply, type Inline, type ReplyNode } from './render.ts';

interface ReplyProps {
  text: string;
  /** The site's origin, so absolute links to this store are clickable too. */
  origin?: string;
}

/** An assistant reply, rendered from the tree of render.ts with React elements only (never an HTML string). */
export function Reply({ text, origin }: ReplyProps) {
  const nodes = useMemo(() => renderReply(text, origin === undefined ? {} : { origin }), [text, origin]);
  return (
    <div className="space-y-2 break-words">
      {nodes.map((node, i) => (
        <Block key={i} node={node} />
      ))}
    </div>
  );
}

function Block({ node }: { node: ReplyNode }) {
  switch (node.type) {
    case 'code':
      return (
        <figure className="overflow-hidden rounded-lg bg-slate-900 text-slate-100">
          {node.lang && (
            <figcaption className="border-b border-white/10 px-3 py-1 font-mono text-xs text-slate-400">
              {node.lang}
            </figcaption>
          )}
          <pre className="overflow-x-auto p-3 text-xs leading-relaxed">
            <code>{node.text}</code>
          </pre>
        </figure>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {node.items.map((item, i) => (
            <li key={i}>{inlines(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p>{inlines(node.children)}</p>;
  }
}

function inlines(children: readonly Inline[]): ReactNode[] {
  return children.map((child, i) => {
    switch (child.type) {
      case 'text':
        return child.text;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{inlines(child.children)}</strong>;
      case 'inlineCode':
        return (
          <code key={i} className="rounded bg-slate-200/70 px-1 font-mono text-[0.85em]">
            {child.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={i}
            href={child.href}
            className="font-medium text-fenvi-dark underline underline-offset-2 hover:text-fenvi-dark"
          >
            {child.text}
          </a>
        );
    }
  });
}
