// What a policy page's Markdown may hold, checked the same way by the build (src/integrations/content-editor.ts, which
// fails naming the file) and by the content editor before it saves (src/features/content/editor-fields.tsx): no raw
// HTML (Astro would pass it to the page as it is), no pictures, links only to pages the store has or to the web, mail
// and phone, the page's title as its only level-1 heading, and the sections the rest of the store relies on.
import type { Heading, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { policyRoutes, routes, type PolicyId } from '../site/index.ts';
import { brandIds } from './brands.ts';
import { requiredPolicyHeadings } from './content-rules.ts';
import { brandPagePath, brandStorePath, productPath, relatedPath } from './paths.ts';

/** One thing wrong with a content file: the field it is in, the line when known, and what to do. */
export interface ContentProblem {
  field: string;
  line?: number;
  message: string;
}

/** The store's own addresses a link may point to. Product pages need the catalogue's SKUs. */
export function siteAddresses(skus: Iterable<string>): ReadonlySet<string> {
  const addresses = new Set<string>([...Object.values(routes), ...Object.values(policyRoutes)]);
  for (const brand of brandIds) addresses.add(brandStorePath(brand)).add(brandPagePath(brand));
  for (const sku of skus) addresses.add(productPath(sku)).add(relatedPath(sku));
  return addresses;
}

const OUTSIDE = /^(?:https?:\/\/[^/\s]+|mailto:[^\s]+@[^\s]+|tel:\+?[0-9 ()-]+)/i;
/** Listing pages past the first (`/all/2`): their count follows the catalogue, so any page number is accepted. */
const LISTING_PAGE = new RegExp(
  `^(?:${[routes.all, routes.compare, ...brandIds.map((brand) => brandStorePath(brand))].join('|')})/[2-9][0-9]*$`,
);

/** Why a link's target is refused, or undefined when it is fine. */
export function linkProblem(url: string, addresses: ReadonlySet<string>): string | undefined {
  if (url.startsWith('#')) return undefined;
  if (OUTSIDE.test(url)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//'))
    return `The link “${url}” is not a web, mail or phone address.`;
  if (!url.startsWith('/')) return `The link “${url}” should start with / for a page of this store, or https://.`;
  const path = url.replace(/[?#].*$/, '');
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (addresses.has(page) || LISTING_PAGE.test(page)) return undefined;
  return `The link “${url}” goes to no page of this store.`;
}

/** Everything wrong with a policy page's Markdown body; `lineOffset` is the number of lines before the body. */
export function policyBodyProblems(
  id: PolicyId,
  markdown: string,
  addresses: ReadonlySet<string>,
  lineOffset = 0,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (node: Nodes) => {
    const line = node.position?.start.line;
    return line === undefined ? {} : { line: line + lineOffset };
  };
  const headings: string[] = [];
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'html':
        problems.push({
          field: 'body',
          ...at(node),
          message: `HTML is not allowed in the text (${node.value.slice(0, 40).trim()}): use the editor’s headings, lists and links.`,
        });
        break;
      case 'image':
      case 'imageReference':
        problems.push({ field: 'body', ...at(node), message: 'Pictures are not allowed on policy pages.' });
        break;
      case 'link':
      case 'definition': {
        const problem = linkProblem(node.url, addresses);
        if (problem) problems.push({ field: 'body', ...at(node), message: problem });
        break;
      }
      case 'heading':
        collectHeading(node, headings, problems, at(node));
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(markdown));
  for (const heading of requiredPolicyHeadings[id])
    if (!headings.includes(heading))
      problems.push({
        field: 'body',
        message: `The section heading “${heading}” is missing: the store and its assistant rely on it. Add it back as a level-2 heading (##).`,
      });
  return problems;
}

function collectHeading(node: Heading, headings: string[], problems: ContentProblem[], at: { line?: number }) {
  const text = toString(node).trim();
  if (node.depth === 1)
    problems.push({
      field: 'body',
      ...at,
      message: `“${text}” is a level-1 heading: the title is the page’s only one, so use level 2 or 3.`,
    });
  if (node.depth === 2) headings.push(text);
}

/** A problem as one line, naming the file and the field (and the line, when known). */
export function describeProblem(file: string, problem: ContentProblem): string {
  return `${file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.field}: ${problem.message}`;
}
