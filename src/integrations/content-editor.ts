// The content editor (Keystatic) for the repository's own content, and the checks every content file must pass.
//
// - `astro dev`: the editor at /keystatic in local mode, which writes the files in src/content/ on disk.
// - `astro build` with the GitHub variables set (contentEditorSetup): the editor in GitHub mode, each save a commit;
//   the on-demand Function Astro builds for it answers the editor's addresses only (so netlify.toml's redirects and
//   the 404 page keep every other path), and its answers carry a policy of their own (content-editor-headers.ts).
// - `astro build` without them: nothing of the editor is built; /keystatic is the 404 page.
//
// Whatever the mode, a build fails on a content file the collections or the editor would refuse, naming the file,
// the field and the line (checkContent), before any page is rendered.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import {
  brandSchema,
  describeProblem,
  policyBodyProblems,
  policyIds,
  policySchema,
  siteAddresses,
  type ContentProblem,
} from '../domain/catalog/index.ts';
import type { PolicyId } from '../domain/site/index.ts';

/** The addresses the editor answers; everything else stays static. */
export const EDITOR_PATHS = ['/keystatic', '/keystatic/*', '/api/keystatic/*'] as const;

/** The variables the GitHub mode needs on Netlify (docs/content-editing.md). */
export const GITHUB_VARIABLES = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
] as const;

export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

/**
 * The GitHub mode's repository when every variable it needs is set, else the names of those missing. The repository
 * is KEYSTATIC_GITHUB_REPO (`owner/name`), or the GitHub repository Netlify builds from (REPOSITORY_URL).
 */
export function contentEditorSetup(
  env: Readonly<Record<string, string | undefined>>,
): { storage: EditorStorage & { kind: 'github' } } | { missing: string[] } {
  const fromNetlify = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
    env['REPOSITORY_URL'] ?? '',
  )?.[1];
  const repo = env['KEYSTATIC_GITHUB_REPO'] || fromNetlify;
  const missing: string[] = GITHUB_VARIABLES.filter((name) => !env[name]);
  if (!repo) missing.push('KEYSTATIC_GITHUB_REPO');
  if (missing.length > 0 || !repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return { missing };
  return { storage: { kind: 'github', repo: repo as `${string}/${string}` } };
}

const POLICIES = 'src/content/policies';
const BRANDS = 'src/content/brands';
const PRODUCTS = 'src/content/products';

/** The catalogue's SKUs, read from the product files (links to product pages must name one). */
async function catalogueSkus(root: URL): Promise<string[]> {
  const dir = new URL(`${PRODUCTS}/`, root);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const files = await Promise.all(names.map((name) => readFile(new URL(name, dir), 'utf8')));
  return files.flatMap((text) => {
    const products: unknown = JSON.parse(text);
    return Array.isArray(products)
      ? products.flatMap((product: unknown) =>
          typeof product === 'object' && product !== null && 'sku' in product && typeof product.sku === 'string'
            ? [product.sku]
            : [],
        )
      : [];
  });
}

/** Each problem of a zod result as a field and a message. */
const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): ContentProblem[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(file)', message: issue.message }));

/** A policy file's problems: its front matter against the collection's schema, its text against the body checks. */
export function policyFileProblems(id: PolicyId, text: string, addresses: ReadonlySet<string>): ContentProblem[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return [{ field: '(file)', line: 1, message: 'The file must start with its front matter (--- … ---).' }];
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    return [{ field: '(front matter)', message: error instanceof Error ? error.message : String(error) }];
  }
  const front = policySchema.safeParse(data);
  const lineOffset = match[0].split('\n').length - 1;
  return [
    ...(front.success ? [] : issuesOf(front.error.issues)),
    ...policyBodyProblems(id, text.slice(match[0].length), addresses, lineOffset),
  ];
}

/** A brand file's problems against the collection's schema; its id must be its file's name. */
export function brandFileProblems(name: string, text: string): ContentProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ field: '(file)', message: error instanceof Error ? error.message : String(error) }];
  }
  const brand = brandSchema.safeParse(data);
  if (!brand.success) return issuesOf(brand.error.issues);
  return brand.data.id === name ? [] : [{ field: 'id', message: `The id must be the file's name, "${name}".` }];
}

/** Every problem of the policy and brand files under `root`, one line each, naming the file and the field. */
export async function checkContent(root: URL): Promise<string[]> {
  const addresses = siteAddresses(await catalogueSkus(root));
  const lines: string[] = [];
  for (const id of policyIds) {
    const file = `${POLICIES}/${id}.md`;
    const url = new URL(file, root);
    if (!existsSync(url)) {
      lines.push(`${file}: (file): The policy page is missing.`);
      continue;
    }
    for (const problem of policyFileProblems(id, await readFile(url, 'utf8'), addresses))
      lines.push(describeProblem(file, problem));
  }
  for (const name of (await readdir(new URL(`${BRANDS}/`, root))).filter((n) => n.endsWith('.json'))) {
    const file = `${BRANDS}/${name}`;
    for (const problem of brandFileProblems(name.replace(/\.json$/, ''), await readFile(new URL(file, root), 'utf8')))
      lines.push(describeProblem(file, problem));
  }
  return lines;
}

const VIRTUAL = 'virtual:content-editor';

/** The editor's setup for keystatic.config.ts: where it saves, and the SKUs links may name. */
function setupModule(storage: EditorStorage, root: URL): Plugin {
  return {
    name: 'content-editor-setup',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const skus = await catalogueSkus(root);
      return `export const storage = ${JSON.stringify(storage)};\nexport const skus = ${JSON.stringify(skus)};\n`;
    },
  };
}

/** Astro's on-demand Function, moved aside and narrowed to the editor's addresses. */
async function narrowFunction(root: URL): Promise<boolean> {
  const from = new URL('.netlify/v1/functions/ssr/', root);
  const entry = new URL('ssr.mjs', from);
  if (!existsSync(entry)) return false;
  const source = await readFile(entry, 'utf8');
  const narrowed = source
    .replace(/path:\s*'\/\*',/, `path: ${JSON.stringify(EDITOR_PATHS)},`)
    .replace(/name:\s*'Astro SSR',/, "name: 'Content editor',");
  if (!narrowed.includes(JSON.stringify(EDITOR_PATHS)))
    throw new Error("Content editor: the adapter's Function no longer declares path '/*'; narrow it by hand");
  await writeFile(entry, narrowed);
  await rename(from, new URL('.netlify/v1/functions/content-editor/', root));
  return true;
}

/** The content files the editor writes. */
const EDITED_CONTENT = /src\/content\/(?:policies|brands)\//;
/** How long a content file must be left alone before it counts as saved: longer than a save's writes take. */
const SAVE_SETTLE_MS = 300;

export function contentEditor(env: Readonly<Record<string, string | undefined>> = process.env): AstroIntegration {
  let root: URL | undefined;
  let editorBuilt = false;
  return {
    name: 'content-editor',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig, addMiddleware, logger }) => {
        root = config.root;
        if (command === 'build') {
          const problems = await checkContent(config.root);
          if (problems.length > 0)
            throw new Error(`Content files the store cannot build from:\n${problems.join('\n')}`);
        }
        let storage: EditorStorage | undefined;
        if (command === 'dev') storage = { kind: 'local' };
        else if (command === 'build') {
          const setup = contentEditorSetup(env);
          if ('storage' in setup) storage = setup.storage;
          else if (GITHUB_VARIABLES.some((name) => env[name]))
            logger.warn(
              `The content editor is not built: ${setup.missing.join(', ')} not set (docs/content-editing.md)`,
            );
        }
        if (!storage) return;
        editorBuilt = command === 'build';
        updateConfig({ integrations: [keystatic()], vite: { plugins: [setupModule(storage, config.root)] } });
        if (editorBuilt)
          addMiddleware({ entrypoint: new URL('./content-editor-headers.ts', import.meta.url), order: 'pre' });
        logger.info(`Content editor at /keystatic (${storage.kind === 'local' ? 'local files' : storage.repo})`);
      },
      'astro:server:setup': ({ server, logger }) => {
        // On the development server a hand edit that breaks a rule is reported, not fatal: the editor refuses it, and
        // the next build names it.
        const report = async () => {
          if (!root) return;
          for (const line of await checkContent(root)) logger.warn(line);
        };
        // A save can reach the watcher as more than one change, one of them while the file is half written, and
        // Astro's content loader reads each change as it comes, side by side. Once a file has been quiet for a moment
        // it is announced once more, so the last read is of the file as saved (one that changed nothing is skipped).
        // Why a save once stayed unseen even so: docs/content-editing.md#a-save-that-did-not-show.
        const settling = new Map<string, ReturnType<typeof setTimeout>>();
        const announced = new Set<string>();
        server.watcher.on('change', (path) => {
          if (!EDITED_CONTENT.test(path) || announced.delete(path)) return;
          void report();
          clearTimeout(settling.get(path));
          settling.set(
            path,
            setTimeout(() => {
              settling.delete(path);
              announced.add(path);
              server.watcher.emit('change', path);
            }, SAVE_SETTLE_MS),
          );
        });
        void report();
      },
      'astro:build:done': async ({ logger }) => {
        if (!editorBuilt || !root) return;
        if (await narrowFunction(root)) logger.info(`Content editor Function answers ${EDITOR_PATHS.join(', ')} only`);
      },
    },
  };
}
