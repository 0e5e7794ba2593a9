// One fit check for the assistant, the model's fit_check tool and the product page: a product's fit attributes
// (schema.ts) against what a shopper says of their machine (a slot's size or generation, a port, an operating system,
// a platform, something it lacks). Yes, no or it depends, always with the reason.
import * as z from 'zod/mini';
import type { Fit, Product } from './schema.ts';

/** What the shopper's machine offers, as far as the question says. */
export const hostSchema = z.object({
  /** A slot or bay: "M.2 2230", "M.2 2280", "2.5-inch", "PCIe x1 card", "DIMM", "microSD", "SD". */
  formFactor: z.optional(z.string().check(z.maxLength(40))),
  /** The slot's or port's bus: PCIe, SATA, USB, DDR4, DDR5. */
  bus: z.optional(z.enum(['PCIe', 'SATA', 'USB', 'DDR4', 'DDR5', 'SD', 'RP-SMA'])),
  /** PCIe generation of the slot, or a USB port's Gbps. */
  generation: z.optional(z.number().check(z.positive())),
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
  const checks = [form(fit, host), bus(fit, host), os(fit, host), lacks(fit, host)].filter(
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
  if (!host.formFactor) return undefined;
  const wanted = m2Length(host.formFactor);
  const own = m2Length(fit.formFactor);
  if (wanted !== undefined) {
    if (own === undefined) return { verdict: 'no', reason: `it is ${article(formName(fit))}, not an M.2 module` };
    return own === wanted
      ? { verdict: 'yes', reason: `it is ${fit.formFactor}${fit.key ? ` (${fit.key} key)` : ''}` }
      : {
          verdict: 'no',
          reason: `it is ${fit.formFactor}, too ${own > wanted ? 'long' : 'short'} for an M.2 ${wanted} slot`,
        };
  }
  if (host.formFactor === fit.formFactor) return { verdict: 'yes', reason: `it is ${article(fit.formFactor)}` };
  return { verdict: 'no', reason: `it is ${article(formName(fit))}, not ${article(host.formFactor)}` };
}

function bus(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.bus) return undefined;
  if (host.bus !== fit.bus) {
    const memory = (b: string) => b.startsWith('DDR');
    if (memory(host.bus) || memory(fit.bus) || host.formFactor === undefined)
      return { verdict: 'no', reason: `it is ${fit.bus}, and the machine takes ${host.bus}` };
    return undefined;
  }
  if (host.generation === undefined || fit.generation === undefined)
    return { verdict: 'yes', reason: `it is ${fit.bus}` };
  if (host.generation >= fit.generation)
    return { verdict: 'yes', reason: `it is ${speedName(fit.bus, fit.generation)}, at full speed there` };
  const full = `${speedName(fit.bus, fit.generation)} ${fit.bus === 'USB' ? 'port' : 'slot'}`;
  return {
    verdict: 'yes',
    reason: `it is ${speedName(fit.bus, fit.generation)} and works there at ${speedName(host.bus, host.generation)} speed`,
    slower: `it runs at ${speedName(host.bus, host.generation)} speed there; full speed needs a ${full}`,
  };
}

function os(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.os || !fit.os) return undefined;
  const [name = '', version] = host.os.split(/\s+(?=\d)/);
  const family = fit.os.filter((entry) => entry.toLowerCase().startsWith(name.toLowerCase()));
  const listed = fit.os.join(', ');
  if (family.length === 0) return { verdict: 'no', reason: `it supports ${listed}, not ${name}` };
  if (version !== undefined && !family.some((entry) => new RegExp(`\\b${version}\\b`).test(entry))) {
    const range = family.find((entry) => /[–-]|\+/.test(entry));
    if (!range || !inRange(version, range)) return { verdict: 'no', reason: `it supports ${listed}, not ${host.os}` };
  }
  const only = family.find((entry) => /only/i.test(entry));
  if (only && host.platform && !only.includes(host.platform))
    return { verdict: 'no', reason: `it supports ${only}, and the machine is ${host.platform}` };
  const driver = family.find((entry) => /driver/i.test(entry));
  if (driver) return { verdict: 'depends', reason: `it needs a separate driver: ${driver}` };
  return { verdict: 'yes', reason: `it supports ${family.join(', ')}` };
}

/** "14" within "macOS 10.12–13", "6.8" within "Linux 6.5+". */
function inRange(version: string, entry: string): boolean {
  const n = parseFloat(version);
  const plus = /(\d+(?:\.\d+)?)\+/.exec(entry)?.[1];
  if (plus !== undefined) return n >= parseFloat(plus);
  const span = /(\d+(?:\.\d+)?)[–-](\d+(?:\.\d+)?)/.exec(entry);
  return span !== null && n >= parseFloat(span[1] ?? '0') && n <= parseFloat(span[2] ?? '0');
}

function lacks(fit: Fit, host: Host): FitCheck | undefined {
  if (!host.lacks) return undefined;
  const missing = host.lacks.toLowerCase().split(/\s+/);
  const need = fit.needs?.find((n) => missing.every((word) => n.toLowerCase().includes(word)));
  return need ? { verdict: 'no', reason: `it needs ${lower(need)}` } : undefined;
}

const formName = (fit: Fit) => `${fit.formFactor}${fit.key ? ` Key ${fit.key}` : ''}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
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
