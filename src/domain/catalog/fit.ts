// One fit check for the assistant, the model's fit_check tool and the product page: a product's fit attributes
// (schema.ts) against what a shopper says of their machine (a slot's size or generation, a port, an operating system,
// a platform, something it lacks). Yes, no or it depends, always with the reason.
import * as z from 'zod/mini';
import type { Fit, Product } from './schema.ts';

/** What the shopper's machine offers, as far as the question says. */
export const hostSchema = z.object({
  /** What the machine is, for the answer: "a PS5", "a laptop". */
  label: z.optional(z.string().check(z.maxLength(60))),
  /** A slot or bay: "M.2 2230", "M.2 2280", "2.5-inch", "PCIe x1 card", "DIMM", "microSD", "SD". */
  formFactor: z.optional(z.string().check(z.maxLength(40))),
  /** Every form the machine takes, when it has several slots and ports ("M.2 2280", "SO-DIMM", "USB adapter"). */
  takes: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(12))),
  /** The M.2 slot's key. */
  key: z.optional(z.enum(['M', 'E'])),
  /** The slot's or port's bus: PCIe, SATA, USB, DDR4, DDR5. */
  bus: z.optional(z.enum(['PCIe', 'SATA', 'USB', 'DDR4', 'DDR5', 'SD', 'RP-SMA'])),
  /** PCIe generation of the slot, or a USB port's Gbps. */
  generation: z.optional(z.number().check(z.positive())),
  /** The oldest generation the machine accepts at all (a PS5 refuses PCIe 3.0 drives). */
  minGeneration: z.optional(z.number().check(z.positive())),
  /** "Windows 7", "Linux", "macOS 14". */
  os: z.optional(z.string().check(z.maxLength(40))),
  platform: z.optional(z.enum(['AMD', 'Intel'])),
  /** Something the machine does not have: "USB header", "M.2 slot", "PCIe slot". */
  lacks: z.optional(z.string().check(z.maxLength(40))),
});
export type Host = z.infer<typeof hostSchema>;

export type FitVerdict = 'yes' | 'no' | 'depends';
export interface FitCheck {
  verdict: FitVerdict;
  reason: string;
  /** It fits, but runs slower there than it can: why. */
  slower?: string;
}

const USB_NAMES: readonly [number, string][] = [
  [20, 'USB 3.2 Gen 2x2 (20 Gbps)'],
  [10, 'USB 3.2 Gen 2 (10 Gbps)'],
  [5, 'USB 3.0 (5 Gbps)'],
];
const speedName = (bus: string, generation: number) =>
  bus === 'USB'
    ? (USB_NAMES.find(([gbps]) => gbps <= generation)?.[1] ?? `USB ${generation} Gbps`)
    : `${bus} ${generation}.0`;
const m2Length = (formFactor: string) => /^M\.2 (22\d\d)/.exec(formFactor)?.[1];

/** Whether `product` fits `host`, and why; undefined when the product carries no fit data or the host says nothing. */
export function checkFit(product: Product, host: Host): FitCheck | undefined {
  const fit = product.fit;
  if (!fit) return undefined;
  const checks = [form(fit, host), bus(fit, host), os(fit, host), platform(fit, host), lacks(fit, host)].filter(
    (c): c is FitCheck => c !== undefined,
  );
  return (
    checks.find((c) => c.verdict === 'no') ??
    checks.find((c) => c.verdict === 'depends') ??
    (checks.length > 0
      ? { ...checks.find((c) => c.slower), verdict: 'yes', reason: checks.map((c) => c.reason).join('; ') }
      : undefined)
  );
}

function form(fit: Fit, host: Host): FitCheck | undefined {
  const slots = host.formFactor ? [host.formFactor] : (host.takes ?? []);
  if (slots.length === 0) return undefined;
  const checks = slots.map((slot) => formIn(fit, slot, host));
  const fits = checks.find((c) => c.verdict === 'yes');
  if (fits || slots.length === 1) return fits ?? checks[0];
  // "A DIMM, and a laptop takes SO-DIMM": the slot of the same kind, else every form the machine takes.
  const near = slots.filter((slot) => slot.includes(fit.formFactor) || fit.formFactor.includes(slot));
  const what = host.label ?? 'the machine';
  // What it needs says it in the shopper's terms ("a desktop DDR5 motherboard (UDIMM slots)").
  const [need] = fit.needs ?? [];
  return {
    verdict: 'no',
    reason: `${need ? `it needs ${lowerFirst(need)}` : `it is ${article(formName(fit))}`}, and ${what} takes ${(near.length > 0 ? near : slots).join(', ')}`,
  };
}

function formIn(fit: Fit, slot: string, host: Host): FitCheck {
  const wanted = m2Length(slot);
  const own = m2Length(fit.formFactor);
  if (wanted !== undefined) {
    if (own === undefined) return { verdict: 'no', reason: `it is ${article(formName(fit))}, not an M.2 module` };
    if (own !== wanted)
      return {
        verdict: 'no',
        reason: `it is ${fit.formFactor}, too ${own > wanted ? 'long' : 'short'} for an M.2 ${wanted} slot`,
      };
    if (host.key && fit.key && host.key !== fit.key)
      return { verdict: 'no', reason: `it is ${formName(fit)}, and the slot is keyed ${host.key}` };
    return { verdict: 'yes', reason: `it is ${fit.formFactor}${fit.key ? ` (${fit.key} key)` : ''}` };
  }
  if (slot === fit.formFactor) return { verdict: 'yes', reason: `it is ${article(fit.formFactor)}` };
  // "A microSDXC (or SDXC, with the adapter) card slot": the other slot its needs name fits too.
  const alternative = fit.needs?.find((need) => new RegExp(`\\bor ${slot}`, 'i').test(need));
  if (alternative) return { verdict: 'yes', reason: `it needs ${lowerFirst(alternative)}` };
  return { verdict: 'no', reason: `it is ${article(formName(fit))}, not ${article(slot)}` };
}

function bus(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.bus) return undefined;
  if (host.bus !== fit.bus) {
    const memory = (b: string) => b.startsWith('DDR');
    // A machine with several slots and ports (takes) is judged by its forms, not by the one bus it names.
    if (memory(host.bus) || memory(fit.bus) || (host.formFactor === undefined && host.takes === undefined))
      return { verdict: 'no', reason: `it is ${fit.bus}, and the machine takes ${host.bus}` };
    return undefined;
  }
  if (host.minGeneration !== undefined && fit.generation !== undefined && fit.generation < host.minGeneration)
    return {
      verdict: 'no',
      reason: `it is ${speedName(fit.bus, fit.generation)}, and ${host.label ?? 'the machine'} needs ${speedName(host.bus, host.minGeneration)} or faster`,
    };
  if (host.generation === undefined || fit.generation === undefined)
    return { verdict: 'yes', reason: `it is ${fit.bus}` };
  if (host.generation >= fit.generation)
    return { verdict: 'yes', reason: `it is ${speedName(fit.bus, fit.generation)}, at full speed there` };
  const full = `${speedName(fit.bus, fit.generation)} ${fit.bus === 'USB' ? 'port' : 'slot'}`;
  return {
    verdict: 'yes',
    reason: `it is ${speedName(fit.bus, fit.generation)} and works there, slower, at ${speedName(host.bus, host.generation)} speed`,
    slower: `it falls back to ${speedName(host.bus, host.generation)} speed there${ceiling(host.bus, host.generation)}; full speed needs a ${full}`,
  };
}

/** What a slower port or slot carries at most in practice, where the bus says it plainly (USB's 10 and 5 Gbps). */
const CEILINGS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  USB: { 10: 'about 1,000 MB/s', 5: 'about 450 MB/s' },
};
const ceiling = (bus: string, generation: number) => {
  const most = CEILINGS[bus]?.[generation];
  return most ? ` (${most} at most)` : '';
};

/** A platform alone ("an AMD Ryzen PC"): only an OS entry tied to the other platform says no, and only there. */
function platform(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.platform || host.os || !fit.os) return undefined;
  const tied = fit.os.filter((entry) => /platforms? only/i.test(entry) && !entry.includes(host.platform ?? ''));
  const free = fit.os.filter((entry) => !tied.includes(entry));
  if (free.length === 0) return { verdict: 'no', reason: `it supports only ${osList(fit.os)}` };
  const but = tied.length > 0 ? ` (not ${osList(tied)})` : '';
  return { verdict: 'yes', reason: `it supports ${osList(free)} on ${host.platform}${but}` };
}

function os(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.os || !fit.os) return undefined;
  const [name = '', version] = host.os.split(/\s+(?=\d)/);
  const family = fit.os.filter((entry) => entry.toLowerCase().startsWith(name.toLowerCase()));
  const listed = osList(fit.os);
  if (family.length === 0) return { verdict: 'no', reason: `it supports only ${listed}, not ${name}` };
  // An entry with no version ("Linux (out-of-tree driver)") covers every version of its system.
  const anyVersion = family.some((entry) => !/\d/.test(entry.slice(name.length)));
  if (version !== undefined && !anyVersion && !family.some((entry) => sameVersion(version, entry))) {
    const range = family.find((entry) => /[–-]|\+/.test(entry));
    if (!range || !inRange(version, range))
      return { verdict: 'no', reason: `it supports only ${listed}, not ${host.os}` };
  }
  const only = family.find((entry) => /only/i.test(entry));
  if (only && host.platform && !only.includes(host.platform))
    return { verdict: 'no', reason: `it supports ${only}, and the machine is ${host.platform}` };
  const driver = family.find((entry) => /driver/i.test(entry));
  if (driver) return { verdict: 'depends', reason: `it needs a separate driver: ${driver}` };
  return { verdict: 'yes', reason: `it supports ${osList(family)}` };
}

/** "Windows 10", "Windows 11", "Linux" said as "Windows 10/11 and Linux": versions of one system run together. */
function osList(entries: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const entry of entries) {
    const [, family = entry, version, rest = ''] = /^(\D+?) (\d[\d.]*)(.*)$/.exec(entry) ?? [];
    const key = `${family}\u0001${rest}`;
    groups.set(key, [...(groups.get(key) ?? []), ...(version === undefined ? [] : [version])]);
  }
  const said = [...groups].map(([key, versions]) => {
    const [family = '', rest = ''] = key.split('\u0001');
    return versions.length === 0 ? family : `${family} ${versions.join('/')}${rest}`;
  });
  return said.length <= 1 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} and ${said.at(-1) ?? ''}`;
}

/** "14" within "macOS 10.12–13", "6.8" within "Linux 6.5+". */
function inRange(version: string, entry: string): boolean {
  const plus = /(\d+(?:\.\d+)?)\+/.exec(entry)?.[1];
  if (plus !== undefined) return compareVersions(version, plus) >= 0;
  const span = /(\d+(?:\.\d+)?)[–-](\d+(?:\.\d+)?)/.exec(entry);
  if (span === null) return false;
  // "10.12–13" covers 13.x: the upper bound is inclusive of its minor versions.
  const upper = span[2] ?? '0';
  return (
    compareVersions(version, span[1] ?? '0') >= 0 &&
    compareVersions(version.split('.').slice(0, upper.split('.').length).join('.'), upper) <= 0
  );
}

/** Versions compared part by part: 5.9 is before 5.10. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** "11" is in "Windows 11 64-bit"; "10.1" is not in "macOS 10.12–13". */
const sameVersion = (version: string, entry: string) =>
  !/\d\s*[–-]\s*\d|\d\+/.test(entry) &&
  (entry.match(/\d+(?:\.\d+)*/g) ?? []).some((v) => compareVersions(v, version) === 0);

function lacks(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.lacks) return undefined;
  const missing = host.lacks.toLowerCase().split(/\s+/);
  const need = fit.needs?.find((n) => missing.every((word) => n.toLowerCase().includes(word)));
  if (need) return { verdict: 'no', reason: `it needs ${lowerFirst(need)}` };
  const [first] = fit.needs ?? [];
  return first === undefined ? undefined : { verdict: 'yes', reason: `it needs ${lowerFirst(first)} instead` };
}

const formName = (fit: Fit) => `${fit.formFactor}${fit.key ? ` Key ${fit.key}` : ''}`;
/** A need or a sentence with its first letter in lower case, to follow "it needs". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const article = (thing: string) => (/^[aeiou8]|^M\.2|^SD|^RP/i.test(thing) ? `an ${thing}` : `a ${thing}`);

/** The product page's lines: what the product is and what it needs from the machine it goes in. */
export function fitLines(product: Product): { label: string; value: string }[] {
  const fit = product.fit;
  if (!fit) return [];
  return [
    { label: 'Form factor', value: `${fit.formFactor}${fit.key ? `, ${fit.key} key` : ''}` },
    { label: 'Bus', value: fit.generation === undefined ? fit.bus : speedName(fit.bus, fit.generation) },
    ...(fit.os ? [{ label: 'Works with', value: fit.os.join(', ') }] : []),
    ...(fit.needs ?? []).map((need) => ({ label: 'Needs', value: need })),
  ];
}

/**
 * Whether an accessory goes on another product ("the antennas on that card"): the connector its own needs name
 * against what the other's page says. Undefined when `accessory` is no connector accessory: its bus is a slot or
 * port other kinds of product plug into too (PCIe, USB), or its needs name no connector of that bus.
 */
export function checkPair(accessory: Product, other: Product, catalog: readonly Product[]): FitCheck | undefined {
  const connector = accessory.fit?.bus;
  const need = connector ? accessory.fit?.needs?.find((n) => n.includes(connector)) : undefined;
  if (connector === undefined || need === undefined || accessory === other) return undefined;
  if (catalog.some((p) => p.fit?.bus === connector && p.category !== accessory.category)) return undefined;
  const text = [other.description, ...other.specs.map((s) => s.value), ...(other.fit?.needs ?? [])].join(' ');
  // The accessory's kind as the other's page would name it: "Antenna" is the other's "Antennas" spec.
  const kind = accessory.category.toLowerCase();
  const own = other.specs.find((s) => s.label.toLowerCase().startsWith(kind));
  const none = `it needs ${lowerFirst(need)}, and ${other.name}`;
  const unrelated = !own && !text.toLowerCase().includes(kind) && !text.includes(connector);
  // What the need says it goes on ("a card with …", "an RP-SMA antenna …"): anything else is no pair, unless it
  // has nothing of the accessory's kind at all (an antenna and a drive).
  const [goesOn = ''] =
    need
      .replaceAll(connector, ' ')
      .toLowerCase()
      .match(/\b(?!an?\b)[a-z]+/) ?? [];
  const target = other.category.toLowerCase().split(/\W+/).at(-1)?.startsWith(goesOn) ?? false;
  if (other.category === accessory.category || (!target && !unrelated)) return undefined;
  if (unrelated) return { verdict: 'no', reason: `${none} is ${article(other.category)} with no ${kind} connectors` };
  const bands = bandNote(accessory, other);
  if (text.includes(connector))
    return { verdict: 'yes', reason: `it needs ${lowerFirst(need)}, and ${other.name} has them`, ...bands };
  if (own && /^none\b/i.test(own.value))
    return { verdict: 'no', reason: `${none} has no ${kind} connectors of its own (${own.label}: ${own.value})` };
  const listed = own ? `its ${own.label.toLowerCase()} as ${own.value}` : `${kind}s`;
  return {
    verdict: 'depends',
    reason: `it needs ${lowerFirst(need)}; the page of ${other.name} lists ${listed} but not their connector`,
    ...bands,
  };
}

/** Two products, one an accessory of the other, either way round: the accessory, the other, and the verdict. */
export function pairOf(
  products: readonly Product[],
  catalog: readonly Product[],
): { accessory: Product; on: Product; check: FitCheck } | undefined {
  const [a, b] = products;
  if (products.length !== 2 || !a || !b) return undefined;
  for (const [accessory, on] of [
    [a, b],
    [b, a],
  ] as const) {
    const check = checkPair(accessory, on, catalog);
    if (check) return { accessory, on, check };
  }
  return undefined;
}

/** "2.4 / 5 GHz" on a card with 6 GHz too: the accessory leaves a band of the other unused. */
function bandNote(accessory: Product, other: Product): { slower?: string } {
  const bands = (p: Product) => p.specs.find((s) => s.label === 'Bands')?.value ?? '';
  const ghz = (value: string) => (value.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const mine = ghz(bands(accessory));
  // "Rated DC to 6 GHz" covers every band up to its top.
  const covers = (band: number) => (/\bto\b/i.test(bands(accessory)) ? band <= Math.max(...mine) : mine.includes(band));
  const unused = mine.length === 0 ? [] : ghz(bands(other)).filter((band) => !covers(band));
  return unused.length === 0
    ? {}
    : {
        slower: `${accessory.name} covers ${mine.join(' / ')} GHz, so the ${unused.join(' / ')} GHz band of ${other.name} goes unused`,
      };
}
