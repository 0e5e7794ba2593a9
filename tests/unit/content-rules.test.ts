// The repository's own content (policy pages, brand stories): the content collections' schemas and the content
// editor's fields come from one set of rules and agree on every bound; a policy's Markdown is refused when it holds
// raw HTML, pictures, unsafe or dead links, or lacks a section the store relies on, by the editor before it saves and
// by the build, which names the file, the field and the line.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brandRules,
  brandSchema,
  linkProblem,
  policyBodyProblems,
  policyRules,
  policySchema,
  requiredPolicyHeadings,
  siteAddresses,
  textOf,
  type TextRule,
} from '../../src/domain/catalog/index.ts';
import {
  brandFields,
  policyBodyField,
  policyFields,
  textField,
  withChecks,
} from '../../src/features/content/editor-fields.tsx';
import { editorCsp } from '../../src/integrations/content-editor-headers.ts';
import {
  brandFileProblems,
  checkContent,
  contentEditor,
  contentEditorSetup,
  policyFileProblems,
} from '../../src/integrations/content-editor.ts';
import { policySentences, policyFacts } from '../../src/server/chat/offline/policies.ts';

const project = new URL('../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, project), 'utf8');
const addresses = siteAddresses(['biwin-nv7400-1tb']);
type State = Parameters<ReturnType<typeof policyBodyField>['validate']>[0];
const privacy = () => read('src/content/policies/privacy-policy.md');
/** The privacy policy's body with `edit` applied. */
const privacyBody = async (edit: (body: string) => string = (body) => body) =>
  edit((await privacy()).replace(/^---\n[\s\S]*?\n---\n/, ''));

/** Whether the editor's field accepts `value`, as it checks before saving. */
function editorAccepts(field: ReturnType<typeof textField>, value: string): boolean {
  try {
    field.validate(field.parse(value, undefined), undefined);
    return true;
  } catch {
    return false;
  }
}

const isTextRule = (rule: object): rule is TextRule => 'min' in rule && 'max' in rule;
/** Every text field's rule: the lists' and the year's bounds are checked on their own below. */
const textRules: [string, TextRule][] = [
  ...Object.entries(policyRules).map(([name, rule]) => [`policy ${name}`, rule] as const),
  ...Object.entries(brandRules)
    .filter(([name]) => !['founded', 'story', 'lines'].includes(name))
    .map(([name, rule]) => [`brand ${name}`, rule] as const),
].flatMap(([name, rule]): [string, TextRule][] => (isTextRule(rule) ? [[name, rule]] : []));

describe('one set of rules for the collections and the editor', () => {
  it.each(textRules)('%s: the schema and the editor accept and refuse the same values', (_, rule) => {
    const sample = (length: number) => (rule.pattern ? `#${'a'.repeat(Math.max(0, length - 1))}` : 'a'.repeat(length));
    const values = [sample(rule.min - 1), sample(rule.min), sample(rule.max), sample(rule.max + 1), ''];
    if (rule.pattern) values.push('#zzzzzz', 'red', '#C41E2A');
    const field = textField(rule);
    const zod = textOf(rule);
    for (const value of values)
      expect([value, editorAccepts(field, value)]).toEqual([value, zod.safeParse(value).success]);
  });

  it('lists and numbers carry the same bounds in both', () => {
    const fields = brandFields();
    expect(fields.story.validation?.length).toEqual({ min: brandRules.story.min, max: brandRules.story.max });
    expect(fields.lines.validation?.length).toEqual({ min: brandRules.lines.min, max: brandRules.lines.max });
    expect(fields.founded.validate(fields.founded.parse(brandRules.founded.max))).toBe(brandRules.founded.max);
    expect(() => fields.founded.validate(fields.founded.parse(brandRules.founded.max + 1))).toThrow();
    const brand = JSON.parse(
      JSON.stringify({ id: 'biwin', name: 'Biwin', tagline: 'A tagline long enough.', founded: 1995 }),
    ) as Record<string, unknown>;
    const base = { headquarters: 'Shenzhen', colors: { primary: '#c41e2a', accent: '#1f1f24' } };
    const line = { name: 'Black Opal', category: 'NVMe SSD', text: 'Fast drives for fast machines.' };
    const story = (count: number) =>
      Array.from({ length: count }, () => 'A paragraph of the story, long enough to pass.');
    for (const count of [0, 1, brandRules.story.max, brandRules.story.max + 1])
      expect(brandSchema.safeParse({ ...brand, ...base, story: story(count), lines: [line] }).success).toBe(
        count >= brandRules.story.min && count <= brandRules.story.max,
      );
  });

  it('every field of the files has a field in the editor, in the files’ order', async () => {
    for (const name of ['biwin', 'fenvi']) {
      const file = JSON.parse(await read(`src/content/brands/${name}.json`)) as Record<string, unknown>;
      expect(Object.keys(brandFields())).toEqual(Object.keys(file));
    }
    expect(Object.keys(policyFields('privacy-policy', addresses))).toEqual([
      ...Object.keys(policySchema.shape),
      'body',
    ]);
  });

  it('the committed files pass both', async () => {
    for (const name of ['biwin', 'fenvi'])
      expect(brandFileProblems(name, await read(`src/content/brands/${name}.json`))).toEqual([]);
    const all = siteAddresses(
      (JSON.parse(await read('src/content/products/biwin.json')) as { sku: string }[]).map((p) => p.sku),
    );
    expect(policyFileProblems('privacy-policy', await privacy(), all)).toEqual([]);
    expect(
      policyFileProblems('terms-and-conditions', await read('src/content/policies/terms-and-conditions.md'), all),
    ).toEqual([]);
  });
});

describe('a policy’s Markdown', () => {
  it('refuses raw HTML, block or inline, and pictures, with the line', async () => {
    const body = await privacyBody(
      (text) => `<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> there.\n\n![a](/x.png)\n\n${text}`,
    );
    const problems = policyBodyProblems('privacy-policy', body, addresses, 4);
    expect(problems.map((p) => [p.line, p.message.slice(0, 30)])).toEqual([
      [5, 'HTML is not allowed in the tex'],
      [7, 'HTML is not allowed in the tex'],
      [9, 'Pictures are not allowed on po'],
    ]);
  });

  it('checks links: the store’s own pages must exist, other schemes are refused', () => {
    for (const ok of [
      '/privacy-policy',
      '/terms-and-conditions#returns',
      '/all?brand=fenvi',
      '/all/3',
      '/brands/fenvi',
      '/products/biwin-nv7400-1tb',
      '/products/biwin-nv7400-1tb/b_products',
      'https://example.com/a',
      'mailto:support@example.com',
      '#contact',
    ])
      expect([ok, linkProblem(ok, addresses)]).toEqual([ok, undefined]);
    for (const bad of [
      '/products/no-such-sku',
      '/privacy',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      'page.html',
    ])
      expect([bad, linkProblem(bad, addresses)]).toEqual([bad, expect.any(String)]);
    expect(policyBodyProblems('privacy-policy', '[x](javascript:alert(1))', addresses)[0]?.message).toMatch(
      /not a web, mail or phone address/,
    );
  });

  it('names each required section that is missing, and refuses a second level-1 heading', async () => {
    const body = await privacyBody(
      (text) => `# Another title\n\n${text.replace('## Cookies and local storage', '## Cookies')}`,
    );
    expect(policyBodyProblems('privacy-policy', body, addresses).map((p) => p.message)).toEqual([
      expect.stringMatching(/“Another title” is a level-1 heading/),
      expect.stringMatching(/“Cookies and local storage” is missing/),
    ]);
  });

  it('the required sections are the ones the assistant answers from', () => {
    const sections = new Set(policySentences().map((sentence) => sentence.section));
    for (const heading of Object.values(requiredPolicyHeadings).flat()) expect(sections).toContain(heading);
    const facts = policyFacts();
    expect(facts.length).toBeGreaterThan(5);
  });

  it('the editor refuses to save a text the build would refuse, with the same reason', async () => {
    // Keystatic's Node build leaves out the rich-text editor's parser (it runs in the browser, where the browser
    // test exercises it), so the field's Markdown is given here as its serializer would give it.
    const real = policyBodyField('privacy-policy', addresses);
    let markdown = await privacyBody();
    const serialized = {
      ...real,
      serialize: () => ({
        value: undefined,
        content: new TextEncoder().encode(markdown),
        other: new Map(),
        external: new Map(),
      }),
      validate: (value: State) => value,
    };
    const field = withChecks(serialized, (text) => policyBodyProblems('privacy-policy', text, addresses));
    const state = {} as State;
    expect(field.validate(state)).toBe(state);
    markdown = markdown.replace('## How long we keep it', '## Retention');
    expect(() => field.validate(state)).toThrow(/“How long we keep it” is missing/);
    markdown = `${await privacyBody()}\n\n[more](/nowhere)\n`;
    expect(() => field.validate(state)).toThrow(/goes to no page of this store/);
  });
});

describe('the build', () => {
  let copy: string | undefined;
  afterEach(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  async function contentCopy() {
    copy = await mkdtemp(join(tmpdir(), 'content-'));
    await cp(new URL('src/content/', project), join(copy, 'src/content'), { recursive: true });
    return copy;
  }

  it('fails naming the file, the field and the line of each invalid content file', async () => {
    const root = await contentCopy();
    const policy = join(root, 'src/content/policies/terms-and-conditions.md');
    const text = await readFile(policy, 'utf8');
    await writeFile(policy, text.replace(/^title: .*$/m, 'title: T').replace('## Returns', '<div>Returns</div>'));
    const brand = join(root, 'src/content/brands/fenvi.json');
    await writeFile(brand, (await readFile(brand, 'utf8')).replace(/"primary": "[^"]+"/, '"primary": "#12345g"'));
    const lines = await checkContent(pathToFileURL(`${root}/`));
    expect(lines).toEqual([
      'src/content/policies/terms-and-conditions.md: title: Title must be at least 3 characters',
      expect.stringMatching(/^src\/content\/policies\/terms-and-conditions\.md:\d+: body: HTML is not allowed/),
      expect.stringMatching(/^src\/content\/policies\/terms-and-conditions\.md: body: The section heading “Returns”/),
      'src/content/brands/fenvi.json: colors.primary: A colour is # and six hexadecimal digits, like #c41e2a.',
    ]);
    const line = Number(/\.md:(\d+):/.exec(String(lines[1]))?.[1]);
    expect((await readFile(policy, 'utf8')).split('\n')[line - 1]).toBe('<div>Returns</div>');

    const setup = contentEditor({}).hooks['astro:config:setup'];
    const run = () =>
      setup?.({ command: 'build', config: { root: pathToFileURL(`${root}/`) } } as unknown as Parameters<
        NonNullable<typeof setup>
      >[0]);
    await expect(run()).rejects.toThrow(/terms-and-conditions\.md: title: Title must be at least 3 characters/);
  });

  it('passes on the committed content', async () => {
    expect(await checkContent(project)).toEqual([]);
  });

  it('builds the editor only with every GitHub variable, the repository named or Netlify’s', () => {
    const full = {
      KEYSTATIC_GITHUB_CLIENT_ID: 'id',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
      KEYSTATIC_SECRET: 'key',
      PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'store-content',
    };
    expect(contentEditorSetup({})).toEqual({
      missing: [...Object.keys(full), 'KEYSTATIC_GITHUB_REPO'],
    });
    expect(contentEditorSetup({ ...full, REPOSITORY_URL: 'https://github.com/acme/store' })).toEqual({
      storage: { kind: 'github', repo: 'acme/store' },
    });
    expect(contentEditorSetup({ ...full, KEYSTATIC_GITHUB_REPO: 'acme/other' })).toEqual({
      storage: { kind: 'github', repo: 'acme/other' },
    });
    expect(
      contentEditorSetup({ ...full, KEYSTATIC_SECRET: '', REPOSITORY_URL: 'https://github.com/acme/store' }),
    ).toEqual({ missing: ['KEYSTATIC_SECRET'] });
  });

  it('gives the editor’s pages a policy of their own, keeping the script hashes Astro computed', () => {
    const policy = editorCsp("default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='");
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('sha256-def=');
  });
});
