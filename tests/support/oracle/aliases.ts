// How shoppers name a spec, written by the oracle for the catalogue's common labels. A label missing here is asked
// about by its own name (and compared as "the higher <label>"), so a new label in the data still gets questions.

export interface LabelWords {
  /** Nouns for the value: "read speed". */
  readonly nouns: readonly string[];
  /** Whole questions, `{ref}` standing for the product. */
  readonly asks?: readonly string[];
  /** Comparative predicate for "which …, A or B?" (the higher amount wins): "reads faster". */
  readonly more?: string;
  /** Superlative for "which <category> has the …": "fastest read speed". */
  readonly most?: string;
}

const TABLE: Readonly<Record<string, LabelWords>> = {
  capacity: {
    nouns: ['capacity', 'size', 'storage capacity'],
    asks: ['How big is the {ref}?', 'How much storage does the {ref} have?'],
    more: 'has more capacity',
    most: 'most capacity',
  },
  'sequential read': {
    nouns: ['sequential read', 'read speed', 'sequential read speed'],
    asks: ['How fast does the {ref} read?'],
    more: 'reads faster',
    most: 'fastest read speed',
  },
  'sequential write': {
    nouns: ['sequential write', 'write speed'],
    asks: ['How fast does the {ref} write?'],
    more: 'writes faster',
    most: 'fastest write speed',
  },
  endurance: { nouns: ['endurance', 'TBW rating'], more: 'has higher endurance', most: 'highest endurance' },
  cache: { nouns: ['cache', 'DRAM cache'], more: 'has more cache', most: 'most cache' },
  interface: { nouns: ['interface', 'connection interface'], asks: ['What interface does the {ref} use?'] },
  controller: { nouns: ['controller'] },
  'form factor': { nouns: ['form factor'] },
  warranty: {
    nouns: ['warranty', 'warranty period'],
    asks: ['How long is the warranty on the {ref}?'],
    more: 'has the longer warranty',
    most: 'longest warranty',
  },
  type: { nouns: ['memory type', 'type'] },
  speed: {
    nouns: ['speed', 'rated speed'],
    asks: ['How fast is the {ref}?'],
    more: 'is faster',
    most: 'highest speed',
  },
  timings: { nouns: ['timings', 'CAS latency timings'] },
  voltage: { nouns: ['voltage'], more: 'has the higher voltage' },
  profiles: { nouns: ['XMP/EXPO profiles', 'profiles'] },
  lighting: { nouns: ['lighting', 'RGB lighting'] },
  'heat spreader': { nouns: ['heat spreader', 'heatsink'] },
  format: { nouns: ['card format', 'format'] },
  bus: { nouns: ['bus', 'UHS bus'] },
  'speed class': { nouns: ['speed class', 'speed rating class'] },
  'in the box': { nouns: ['box contents'], asks: ["What's in the box with the {ref}?", 'What comes with the {ref}?'] },
  connector: { nouns: ['connector', 'connector type'] },
  dimensions: { nouns: ['dimensions', 'physical dimensions'] },
  weight: {
    nouns: ['weight'],
    asks: ['How heavy is the {ref}?', 'How much does the {ref} weigh?'],
    more: 'is heavier',
  },
  'wi-fi standard': { nouns: ['Wi-Fi standard', 'wifi standard'] },
  'max speed': {
    nouns: ['max speed', 'maximum speed', 'top speed'],
    more: 'has the higher max speed',
    most: 'highest max speed',
  },
  bands: { nouns: ['bands', 'frequency bands'] },
  bluetooth: { nouns: ['Bluetooth version', 'Bluetooth'] },
  chipset: { nouns: ['chipset', 'chip'], asks: ['What chipset does the {ref} use?'] },
  'os support': {
    nouns: ['OS support', 'operating system support'],
    asks: ['Which operating systems does the {ref} support?'],
  },
  antennas: { nouns: ['antennas', 'antenna setup'] },
  'bluetooth version': { nouns: ['Bluetooth version'] },
  range: {
    nouns: ['range', 'wireless range'],
    asks: ['How far does the {ref} reach?'],
    more: 'has the longer range',
    most: 'longest range',
  },
  antenna: { nouns: ['antenna'] },
  'max devices': { nouns: ['max devices'], asks: ['How many devices can the {ref} connect at once?'] },
  gain: { nouns: ['gain', 'antenna gain'], more: 'has the higher gain', most: 'highest gain' },
  'cable length': {
    nouns: ['cable length'],
    asks: ['How long is the cable of the {ref}?'],
    more: 'has the longer cable',
    most: 'longest cable',
  },
  mount: { nouns: ['mount', 'mounting'] },
  compatibility: { nouns: ['compatibility'] },
};

/** The words for `label`; a label without an entry is named by itself. */
export function labelWords(label: string): LabelWords {
  const known = TABLE[label.toLowerCase()];
  if (known) return known;
  const noun = label.toLowerCase();
  return { nouns: [noun], more: `has the higher ${noun}`, most: `highest ${noun}` };
}
