// The one maintained word list of the offline assistant: shoppers' words for the catalogue's own attributes, what
// the store does not carry (other makers, kinds of hardware, and the machines our products go into, as fit data),
// and the words that gate a request. Products, lines, brands, categories and spec labels are read from the catalogue
// (vocabulary.ts): nothing here names one of our products.
import type { Host } from '../../../domain/catalog/index.ts';

/**
 * Shoppers' words for an attribute, each with the labels it can mean, first match on the product wins ("speed" is a
 * memory kit's Speed, a Wi-Fi card's Max speed, an SSD's Sequential read). Keys are normalised phrases.
 */
export const ATTRIBUTE_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    'price|cost|how much|expensive|cheap|priced|pay|discounted|on sale|used to cost|was it|reduced': ['price'],
    'stock|in stock|available|availability|left|how many do you have|sold out|inventory|buy it today|order it today|can i buy it|can i order it|can i get one|can i order one|can i buy one|how many u got|how many you got|how many have you got':
      ['stock'],
    'read|reads|reading|read speed|load|loads|open': ['Sequential read'],
    'write|writes|writing|write speed|record|copy|save|transfer': ['Sequential write', 'Sequential read'],
    'speed|fast|quick|quickest|fastest|faster|performance|slow|slower|snappy|rated at|throughput|bandwidth|how fast': [
      'Speed',
      'Max speed',
      'Sequential read',
      'Speed class',
    ],
    'capacity|storage|space|room|roomy|big|bigger|biggest|large|larger|largest|size|hold|holds|how many gb|how many tb|how much ram|how much memory|how much storage|how much space':
      ['Capacity'],
    'tiny|small|smaller|smallest|compact|dimension|dimensions|measure|how big is it physically|thick|thin': [
      'Dimensions',
      'Form factor',
    ],
    'weight|weigh|weighs|heavy|light|lighter|lightest': ['Weight'],
    'warranty|guarantee|guaranteed|covered|coverage': ['Warranty'],
    'endurance|tbw|lifespan|last|durable|durability|wear|terabytes written|write before|written before|rated for|before it dies|wear out|how much can it write':
      ['Endurance'],
    'cache|dram|dram-less|hmb': ['Cache'],
    controller: ['Controller'],
    'form factor|length|2280|2230|2.5-inch|single-sided|fit in': ['Form factor', 'Interface'],
    'interface|connection|plug|pcie gen|generation|lane|lanes|nvme version|slot': ['Interface', 'Connector'],
    'type|kind of ram|ddr4 or ddr5|udimm|memory type': ['Type'],
    'timing|timings|latency|cl|cas': ['Timings'],
    'voltage|volt|volts|power draw': ['Voltage'],
    'xmp|expo|profile|profiles|overclock': ['Profiles'],
    'rgb|argb|lighting|light|lights|led|glow': ['Lighting'],
    'heatsink|heat spreader|heatspreader|height|tall|low profile|clearance': ['Heat spreader'],
    'mhz|mt/s|frequency|clock': ['Speed'],
    'speed class|v30|u3|class 10|a2|video class|rating': ['Speed class', 'Bus'],
    'bus|uhs|uhs-i': ['Bus'],
    'format|microsd|sdxc|full size': ['Format'],
    'in the box|box|included|include|includes|come with|comes with|bundled|accessories|adapter included|cables': [
      'In the box',
    ],
    'connector|port|usb-c|cable type': ['Connector', 'Interface'],
    'wifi standard|wifi version|wifi generation|802.11|standard': ['Wi-Fi standard'],
    'max speed|maximum speed|top speed|mbps|gbps|link speed|wireless speed': ['Max speed'],
    'band|bands|ghz|6ghz|5ghz|2.4ghz|tri-band|dual-band|frequencies': ['Bands'],
    'bluetooth|bt': ['Bluetooth', 'Bluetooth version'],
    'bluetooth version|bt version|which bluetooth': ['Bluetooth version', 'Bluetooth'],
    'chipset|chip|intel chip|realtek|mediatek|broadcom|what chip': ['Chipset'],
    'os|operating system|windows|linux|ubuntu|macos|driver|drivers|supported|support|compatible with': ['OS support'],
    'antenna|antennas|aerial|aerials|elements': ['Antennas', 'Antenna'],
    'range|distance|how far|reach|metres|meters|feet': ['Range', 'Cable length'],
    'devices|max devices|how many devices|at once|simultaneous|pair|at the same time|how many things|connect at': [
      'Max devices',
    ],
    'gain|dbi|signal strength|stronger': ['Gain'],
    'cable length|how long is the cable|cable|extension length': ['Cable length'],
    'mount|mounting|magnetic|magnet|attach|hinge': ['Mount'],
    'compatibility|works with which cards|which cards': ['Compatibility'],
  }).flatMap(([phrases, labels]) => phrases.split('|').map((p) => [p, labels] as const)),
);

/** Words that ask for the most of something, with the attribute they rank by (undefined: the category's best). */
export const SUPERLATIVES: ReadonlyMap<string, { direction: 'max' | 'min'; attribute?: string[] }> = new Map(
  Object.entries({
    'best|recommend|recommended|good|decent|ideal|suggest|should i get|should i buy': { direction: 'max' as const },
    'cheapest|cheaper|lowest price|least expensive|budget|affordable|inexpensive|low cost|lowest cost|cheap': {
      direction: 'min' as const,
      attribute: ['price'],
    },
    'most expensive|priciest|dearest': { direction: 'max' as const, attribute: ['price'] },
    'newer|newest|latest|most recent|more recent': { direction: 'max' as const },
    'fastest|faster|quickest|quicker|speediest|highest speed|more speed|most speed|higher speed': {
      direction: 'max' as const,
      attribute: ['Speed', 'Max speed', 'Sequential read', 'Sequential write'],
    },
    'slowest|slower': { direction: 'min' as const, attribute: ['Speed', 'Max speed', 'Sequential read'] },
    'biggest|largest|most storage|most space|more storage|more space|bigger|larger|most capacity|more capacity|roomiest|roomier':
      { direction: 'max' as const, attribute: ['Capacity'] },
    'smallest capacity|least storage|less storage': { direction: 'min' as const, attribute: ['Capacity'] },
    'smallest|tiniest|most compact|smaller|more compact': { direction: 'min' as const, attribute: ['Dimensions'] },
    'lightest|lighter': { direction: 'min' as const, attribute: ['Weight'] },
    'heaviest|heavier': { direction: 'max' as const, attribute: ['Weight'] },
    'longest range|more range|farthest|furthest|longer range|most range': {
      direction: 'max' as const,
      attribute: ['Range'],
    },
    'most durable|most endurance|more endurance|higher endurance|longest lasting|more durable|higher tbw|most tbw|lasts longer|last longer|lasts the longest|outlasts?':
      {
        direction: 'max' as const,
        attribute: ['Endurance'],
      },
    'longest warranty|longer warranty|best warranty|more warranty': {
      direction: 'max' as const,
      attribute: ['Warranty'],
    },
    'highest gain|more gain|stronger|strongest|most gain|higher gain': {
      direction: 'max' as const,
      attribute: ['Gain'],
    },
    'most devices|more devices': { direction: 'max' as const, attribute: ['Max devices'] },
    'lowest latency|tightest timings|lower latency': { direction: 'min' as const, attribute: ['Timings'] },
    'longest cable|longer cable': { direction: 'max' as const, attribute: ['Cable length'] },
    'shorter|shortest|lower profile|lowest profile|less tall|least tall': {
      direction: 'min' as const,
      attribute: ['Heat spreader', 'Cable length', 'Dimensions'],
    },
    'taller|tallest': { direction: 'max' as const, attribute: ['Heat spreader', 'Dimensions'] },
    'better range|reaches furthest|reaches farthest|reach further|reaches further|more reach': {
      direction: 'max' as const,
      attribute: ['Range'],
    },
    'more|most|higher|highest|greater|better|larger': { direction: 'max' as const },
    'less|least|lower|lowest|fewer|fewest': { direction: 'min' as const },
  }).flatMap(([phrases, value]) => phrases.split('|').map((p) => [p, value] as const)),
);

/**
 * Shopper words that single out one product of a kind by the catalogue's own tags ("the cheap nvme" is the one tagged
 * Budget, "the tiny usb stick" the one tagged Nano).
 */
export const DESCRIBING: ReadonlyMap<string, readonly string[]> = new Map([
  ['cheap', ['budget']],
  ['inexpensive', ['budget']],
  ['affordable', ['budget']],
  ['tiny', ['nano', 'mini', 'compact']],
  ['little', ['nano', 'mini', 'compact']],
  ['small', ['nano', 'mini', 'compact']],
  ['mini', ['nano', 'mini', 'compact']],
  ['antenna', ['antenna']],
  ['antennas', ['antenna']],
]);

/** Which attribute "the best" of a category means, first that its products carry with figures. */
/** Figures where less is better, compared with no word saying which way ("timings?", "voltage?"). */
export const LESS_IS_BETTER: ReadonlySet<string> = new Set(['price', 'Timings', 'Voltage', 'Weight']);

export const QUALITY = ['Sequential read', 'Max speed', 'Speed', 'Range', 'Gain', 'Capacity', 'Cable length'];

/**
 * Words that narrow or widen the categories a shopper names ("internal ssd", "ram" for memory kits); `feature`, what
 * the products must also carry (a microSD card is a memory card that says microSD).
 */
export const CATEGORY_WORDS: ReadonlyMap<string, { include?: string; exclude?: string; feature?: string }> = new Map(
  Object.entries({
    ram: { include: 'memory' },
    dimm: { include: 'memory' },
    'memory kit': { include: 'memory' },
    kit: { include: 'memory' },
    stick: { include: 'memory' },
    'sd card': { include: 'memory card' },
    microsd: { include: 'memory card', feature: 'microsd' },
    'micro sd': { include: 'memory card', feature: 'microsd' },
    'memory card': { include: 'memory card' },
    drive: { include: 'ssd' },
    'hard drive': { include: 'ssd' },
    disk: { include: 'ssd' },
    'external drive': { include: 'portable' },
    portable: { include: 'portable' },
    external: { include: 'portable', exclude: 'nvme' },
    internal: { exclude: 'portable' },
    'wifi adapter': { include: 'wifi' },
    'wireless adapter': { include: 'wifi' },
    'wireless card': { include: 'wifi card' },
    'network card': { include: 'wifi card' },
    dongle: { include: 'adapter' },
    'bluetooth card': { include: 'bluetooth' },
    'bluetooth dongle': { include: 'bluetooth' },
    'wifi stick': { include: 'usb wifi' },
    'bluetooth stick': { include: 'bluetooth' },
    aerial: { include: 'antenna' },
    wifi: { include: 'wifi' },
    wireless: { include: 'wifi' },
    bluetooth: { include: 'bluetooth' },
    storage: { include: 'ssd' },
    nvme: { include: 'nvme' },
  }),
);

/** Reads "Name: other|spellings; Next" into each name with the pattern that finds it in a normalised question. */
const entries = (list: string): (readonly [string, RegExp])[] =>
  list.split(/\s*;\s*/).map((entry) => {
    const [name = '', spellings] = entry.split(/:\s*/);
    return [name, new RegExp(String.raw`\b(${spellings ?? name.toLowerCase().replace(/\./g, '\\.')})\b`)] as const;
  });

/** Makers the store does not sell, with the ways shoppers write them. */
export const OTHER_MAKERS = entries(
  String.raw`Samsung; Western Digital: western digital|wd|wd_?black; Crucial; Kingston; Seagate; SanDisk; TP-Link: tp[- ]?link;
  ASUS; Netgear; Corsair; G.Skill: g\.? ?skill; Lexar; ADATA: adata|xpg; Sabrent; SK hynix: (sk )?hynix; Micron; Kioxia;
  Solidigm; TeamGroup: team ?group; PNY; MSI; Gigabyte: gigabyte|aorus; D-Link: d[- ]?link; Linksys; Ugreen;
  Nvidia: nvidia|geforce; Apple: apple(?! silicon)|airpods?; Logitech; Razer`.replace(/\s*\n\s*/g, ' '),
);

/** A kind of hardware we do not sell; `host` when it is a machine our products go into, as fit data. */
export interface Hardware {
  /** How the answer names the kind, plural: "graphics cards". */
  name: string;
  words: RegExp;
  host?: Host;
}

/** The machines shoppers name and what each takes; asked for as such ("recommend a laptop"), they are not sold. */
export const HARDWARE: readonly Hardware[] = [
  {
    name: 'consoles',
    words: /\b(ps5|playstation\s*5|playstation)\b(?!\s*(?:controllers?|pads?|gamepads?|dualsense))/,
    host: { label: 'a PS5', takes: ['M.2 2280', 'Portable'], key: 'M', bus: 'PCIe', generation: 4, minGeneration: 4 },
  },
  {
    name: 'handheld PCs',
    words: /\b(steam deck|rog ally|legion go)\b/,
    host: { label: 'a handheld with an M.2 2230 slot', takes: ['M.2 2230', 'microSD'], key: 'M' },
  },
  {
    name: 'single-board computers',
    words: /\b(raspberry( pi)?|single[- ]board|sbc|orange pi)\b/,
    host: { label: 'a single-board computer', takes: ['USB adapter', 'Portable', 'microSD'], os: 'Linux' },
  },
  {
    name: 'laptops',
    words: /\b(laptops?|notebooks?|ultrabooks?)\b/,
    host: {
      label: 'a laptop',
      takes: ['M.2 2280', 'M.2 2230', '2.5-inch', 'SO-DIMM', 'USB adapter', 'Portable', 'SD', 'microSD'],
    },
  },
  {
    name: 'cameras',
    words: /\b(cameras?|dslr|mirrorless|camcorder|canon|nikon|fujifilm|fuji|lumix|sony a\d\w*|eos r?\d*)\b/,
    host: { label: 'a camera', takes: ['SD'] },
  },
  {
    name: 'phones, tablets or drones',
    words: /\b(drones?|gopro|action cam|(?:nintendo|my) switch(?: oled| lite| 2)?|phones?|android|tablets?|dashcam)\b/,
    host: { label: 'a device with a microSD slot', takes: ['microSD'] },
  },
  { name: 'Macs', words: /\b(hackintosh|macbook|imac|mac pro|mac)\b/, host: { label: 'a Mac', os: 'macOS' } },
  { name: 'Chromebooks', words: /\b(chromebooks?|chrome ?os)\b/, host: { label: 'ChromeOS', os: 'ChromeOS' } },
  ...entries(
    String.raw`graphics cards: graphics cards?|video cards?|gpus?|rtx ?\d{4}|gtx ?\d{3,4}|radeon;
    SO-DIMM memory: so-?dimms?( memory| ram| modules?)?|laptop (memory|ram); CPUs: cpus?|processors?; monitors: monitors?;
    keyboards: keyboards?; mice: mouse|mice; motherboards: motherboards?; power supplies: power suppl(y|ies)|psus?;
    routers: routers?; printers: printers?; webcams: webcams?; speakers: speakers?; headphones: headphones?;
    hard drives: hard (drives?|disks?)|hdds?; cases: cases?; coolers: coolers?; fans: fans?; TVs: tvs?;
    consoles: consoles?; power banks: power ?banks?; phone chargers: chargers?;
    USB flash drives: usb thumb drives?|thumb ?drives?|flash ?drives?|pen ?drives?|usb sticks?|memory sticks?; Ethernet adapters: ethernet cards?|ethernet adapters?|ethernet|lan cards?|nics?|\d(\.\d)? ?gbe|\d+ ?(gb|gig|g) network cards?|wired network cards?;
    DDR3 memory: ddr3l?( ram| memory| kits?| sticks?)?|ddr2( ram| memory)?; ECC or registered memory: ecc( ram| memory| rdimms?| udimms?)?|rdimms?|registered (memory|ram|dimms?);
    screws and standoffs: (m\.2 |ssd )?screws?(?![- ]on)|standoffs?; card readers: (usb |sd |micro ?sd |memory )?card readers?;
    Thunderbolt drives: thunderbolt (portable )?(ssds?|drives?)|40 ?gbps (portable )?(ssds?|drives?); CFexpress cards: cfexpress( type [ab])?( cards?)?|xqd( cards?)?; software licences: (windows|win ?\d+|office) (licen[cs]es?|keys?)|licen[cs]e keys?|product keys?;
    cables: (hdmi|displayport|sata|ethernet|usb|power)( [0-9.]+[a-z]?)? cables?; enclosures: (nvme |ssd |m\.2 |usb )?enclosures?;
    thermal pads and heatsinks: thermal (pads?|paste)|(m\.2 )?heat ?sinks? (i can|to) (stick|put|add)|aftermarket heat ?sinks?; tablets: ipads?`.replace(
      /\s*\n\s*/g,
      ' ',
    ),
  ).map(([name, words]) => ({ name, words })),
];

/**
 * Of the kinds we do not sell, those with a truly related kind we do, by a word of its category's name: a thumb drive
 * asked for is answered with our portable SSDs, never with memory kits because the shopper said "stick".
 */
export const NEAREST_KINDS: ReadonlyMap<string, string> = new Map([
  ['USB flash drives', 'portable'],
  ['Thunderbolt drives', 'portable'],
  ['hard drives', 'sata'],
]);

/** macOS by release name, for "will it work on Sonoma?". */
export const MACOS_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({ sequoia: '15', sonoma: '14', ventura: '13', monterey: '12', 'big sur': '11', catalina: '10.15' }),
);

/** Requests refused whatever else the message asks: each with the words that make it one. */
export const GATE: readonly {
  reason: 'privacy' | 'deception' | 'instructions' | 'advice' | 'offtopic';
  words: RegExp;
}[] = [
  {
    reason: 'privacy',
    words:
      /\b(?:previous|last|other) (?:user|customer|shopper|person|conversation|chat)s?\b|\b(other|another|someone(?: else)?'?s?|somebody(?: else)?'?s?|other people'?s?|my (?:neighbou?r|friend|ex|boss|coworker|colleague|brother|sister)'?s?|his|her|their|a customer'?s?|customers'?|users'?|every(?:one|body)'?s?)\b.{0,40}\b(orders?|emails?|address(?:es)?|addy|phone|numbers?|details|data|account|passwords?|purchases?|bought|info(?:rmation)?|names?|history|cart)\b|\bmy (?:neighbou?r|friend|ex|boss|coworker|colleague|brother|sister|roommate|flatmate|partner)\b[^?!]{0,80}\b(?:address(?:es)?|emails?|phone(?: number)?|orders?|what (?:she|he|they) (?:bought|ordered))\b|\b(?:address|email|phone(?: number)?|card|details)\b[^.?!]{0,25}\b(?:she|he|they) (?:use[sd]?|gave|give|put|entered|enter|ordered with)\b|\b[\w.+-]+@[\w-]+\.[a-z.]+\b.{0,80}\b(?:orders?|placed|address|addy|bought|ordered)\b|\bhow many orders (?:has|did|does) (?!my\b|i\b)|\b(?:the|an|their) order (?!(?:i|we|you|u|was|is|has|had|that|which|being|been|just|already|gets?|got)\b)[a-z]+ (?:placed|made)\b|\b(?:what|which|when|where) (?!(?:did|do|does|has|have|had|is|was|i|we|you|u|people|most|customers|my|our)\b)[a-z]+(?: [a-z]+)? (?:ordered|bought|purchased)\b|\b(?!(?:the|your|this|that|our|its|store|shop|company|site|website|biwin|fenvi|product|card|drive)'s\b)[a-z]+'s (?:orders?|address|email|phone(?: number)?|account|purchases?|order history)\b|\b((?:who|whoever|everyone|everybody|anyone|anybody) (?:else )?(?:who )?(?:bought|ordered|purchased)|list (?:of )?(?:your )?(?:customers|users|buyers)|customer list|customers?'? names|names of (?:the |your )?(?:customers|buyers)|(?:list|show|give|pull up|see) (?:me )?(?:every|all(?: the)?|today'?s) orders?(?![^.?!]{0,20}\b(?:i|i've|ive|we|my|mine)\b)|email (?:addresses )?of (?:the )?(?:people|customers|buyers)|(?:people|customers|buyers|users) who (?:bought|ordered))\b/,
  },
  {
    reason: 'deception',
    words:
      /\b(fake|false|made[- ]up|fabricated?|invent(?:ed)?|bogus|forged?|counterfeit|phony|sock ?puppet)\b.{0,30}\b(reviews?|receipts?|invoices?|claims?|complaints?|ratings?|testimonials?|warranty|proof|order)\b|\b(pretend|lie|lying|trick|fool|deceive|scam|cheat)\b.{0,40}\b(review|warranty|return|refund|customer|store|support|seller|boss|wife|husband|parents?|someone|them|him|her)\b|\b(say|saying|claim|claiming|tell them|telling them|pretend|pretending|state|stating) (?:it|that it) (?:was|is|arrived|came)(?: already)? (?:broken|damaged|faulty|defective|dead|cracked|dead on arrival|doa)\b|\b(write|post|leave|make|create|generate|draft)\b[^.?!]{0,40}\breviews?\b|\b(?:tell|convince|persuade|email|make) (?:the |my )?(?:support|them|the store|you|seller|bank|card company|card issuer|paypal)\b[^.?!]{0,60}\b(?:dead|broken|faulty|defective|damaged|never (?:arrived|came|got|received))\b|\bso (?:they|you|support) (?:believe|think)\b|\bso (?:that )?(?:[a-z]+ ){0,2}(?:thinks?|believes?) (?:it|that it) (?:failed|broke|died|was faulty|was defective|arrived)\b|\b(?:invoices?|receipts?)\b[^.?!]{0,40}\b(?:showing|saying|says|stating|that)\b[^.?!]{0,30}\b(?:paid|\$\d)|\blook (?:official|real|legit(?:imate)?)\b|\b(?:so|without) (?:that )?(?:support|they|the store|the seller|the buyer|anyone|nobody|no one)\b[^.?!]{0,25}\b(?:notices?|find(?:s)? out|reali[sz]es?|can tell|knows?)\b|\b(?:sound|look|seem|pass (?:it )?off as) (?:like )?(?:it'?s |its )?(?:brand[- ]new|unused|sealed|unopened|never used)\b|\bso (?:it|that it) (?:sounds|looks|seems|reads) like (?:it )?(?:just |simply )?(?:failed|broke|died|stopped working|was faulty|was defective|arrived|came)\b|\b(?:without|behind) (?:him|her|them|my \w+|their \w+|his \w+|her \w+)\b[^.?!]{0,20}\b(?:knowing|noticing|finding out|reali[sz]ing|back)\b|\b(?:kick|boot|block|cut)\b[^.?!]{0,25}\boff (?:the |our |my |his |her |their )?(?:wi-?fi|network|internet)\b|\b(?:hack into|spy on|snoop on|sniff|intercept|deauth|jam)\b[^.?!]{0,30}\b(?:wi-?fi|network|traffic|neighbou?rs?|roommates?|someone)\b/,
  },
  {
    reason: 'instructions',
    words:
      /\b(?:set|change|lower|drop|make) (?:the |its |their )?price|\b(?:as an? (?:admin|administrator|developer|owner|employee|manager))\b|\bmark (?:my |the |this |that )?order\b[^.?!]{0,20}\bas\b|\b(?:i'?m|i am|this is) (?:the |a |your )?(?:store |shop )?(?:manager|owner|admin|administrator|staff)\b|\bsystem:|\bprice to \$|\b(?:repeat|show|print|reveal|tell me|what are|give me|output|dump) (?:me )?(?:your|the) (?:hidden |secret |system |initial |original )?(?:instructions|prompt|rules|guidelines)|\b(?:hidden|secret|internal|system) (?:rules|instructions|prompts?|guidelines)\b|\b(system prompt|system message|developer (?:message|prompt|instructions)|your (?:instructions|prompt|rules|guidelines|configuration)|ignore (?:all |your |the )?(?:previous|prior|above)|developer mode|jailbreak|reveal (?:your|the) (?:prompt|instructions)|initial prompt|hidden prompt|what (?:were|are) you told)\b|\b(?:admin|administrator|root|store|database) (?:password|login|credentials)s?\b|\b(?:you are|you're|ur|u r|act as|pretend (?:to be|you(?:'re| are)|ur)) (?:now )?(?:dan|an? (?:unfiltered|unrestricted|uncensored) (?:ai|assistant|bot)|an? (?:ai|assistant|bot) with no (?:rules|restrictions|filters?|limits))\b|\b(?:no|without) (?:any )?(?:rules|restrictions|filters)\b|\b(?:unfiltered|uncensored)\b|\badmin override\b|\bdan mode\b|<\/?system>|\bdebug mode\b|\bapply (?:the |an |a |my )?(?:employee|staff|secret|special|insider|vip) (?:discount|price|pricing|rate)\b/,
  },
  {
    reason: 'offtopic',
    words:
      /\b(?:give|make|write|create|generate) (?:me )?(?:a |an |some )?(?:python|javascript|js|bash|powershell|sql)?\s*(?:script|code|program|scraper|bot)\b|\b(homework|essay|poem|haiku|song lyrics|recipe|weather|stock market|bitcoin|crypto|capital of|translate|write (?:me )?(?:a |some )?(?:python|javascript|code|script|program|story|letter|cover letter)|solve (?:this|my|the) (?:equation|math)|math problem|joke|horoscope|football|election)\b/,
  },
  {
    reason: 'advice',
    words:
      /\b(medical advice|diagnos\w*|ibuprofen|paracetamol|acetaminophen|aspirin|medications?|medicines?|dosage|how many (?:mg|milligrams|pills|tablets)|radiation (?:safe|dangerous|harmful)|register for vat|vat registration|(?:vat|tax) rate (?:do|should|must) i|ce (?:paperwork|marking|certificat(?:e|ion))|legal advice|tax advice|sue|suing|lawsuit|demand letter|legal action|small claims|invest(?:ing|ment)?|my savings|financial advice|good investment|stock price|share price|meds|pills|chest (?:pain|hurts|feels tight|tightness)|payday loans?|(?:take|taking) out a loan|borrow money|credit score|is it legal|legal to (?:use|run|operate|own|sell)|radio licen[cs]e|get fined|fined)\b/,
  },
];

/** Words that ask whether something fits or works with a machine. */
export const FIT_WORDS =
  /\b(work|works|working|fit|fits|drop in|drop it in|swap in|swapping in|pop in|pop it in|compatible|compatibility|support|supports|supported|run|runs|go in|goes in|plug into|install|use|put|slot in|recogni[sz]e|detect|take|takes|ok with|okay with|ok for|okay for|fine for|fine with|good for|suitable|suit|handle|full speed|at full|top speed there|how fast will it|how fast would it)\b/;

/** Words that ask about a store policy rather than a product (with or without a product named). */
export const POLICY_WORDS =
  /\b(charged|charge me|confirmed|price (?:goes|went) up|prices? (?:change|rise|increase)|return|returns|returning|refund|refunds|money back|exchange|cancel|cancell?ation|cancelled|ship|shipping|shipped|delivery|deliver|delivered|arrive|dispatch|postage|tax|taxes|vat|privacy|personal data|personal info|personal information|share my|my data|data you|data u|copy of (?:my|all(?: the| my)?|the) data|my cart|cookies?|gdpr|delete my|account deletion|sell my|track|tracking|order status|confirmation|age|18|under 16|minor|parent|liable|liability|damage|damaged|faulty|doa|broken|claim|claims|policy|policies|terms|conditions|payment|pay with|paypal|credit card|crypto|price match|price change|discount|coupon|promo|voucher|sale|contact|support|email you|customer service|logs?|stored|keep|kept|retain|how long do you|assistant conversations?|chat history|this chat|the chat|conversations?|messages|what i type|who sees|who can see|saved|save|record|recorded|international|overseas|abroad|outside the us|canada|uk|europe|pickup|pick up|store location|opened|open box|restocking|original packaging|packaging|real (?:shop|store)|legit|scam|demo|allowed to (?:order|buy)|(?:i'?m|i am) 1[0-7]|1[0-7] (?:years? old|yo)|data recovery|died|stopped working|rma)\b/;

/** A greeting or thanks with nothing else asked. */
export const SMALL_TALK =
  /^(hi|hello|hey|yo|hiya|good (morning|afternoon|evening)|thanks?|thank you|thx|cheers|ok|okay|cool|great|bye|goodbye)\b[\s!.,]*(there|again|a lot|so much|you)?[\s!.]*$/;
