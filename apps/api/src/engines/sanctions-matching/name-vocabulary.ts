/**
 * Words that are part of names but say little about who is named: legal forms, generic business
 * words, titles and particles. They stay in the name (an explanation shows them) but weigh little,
 * and a match on them alone never raises an alert (Watchman #483 "CORP matches too highly",
 * yente #782 over-indexing of common company words).
 *
 * All entries are written in folded form (fold-text.ts).
 */

export type TokenClass = 'name' | 'legal' | 'generic' | 'title' | 'particle' | 'number' | 'initial';

/**
 * Multi-word legal forms are first rewritten to one token, so that "sp. z o.o.", "ООО" and
 * "limited liability company" compare as equal. Patterns run on folded text with punctuation.
 */
export const LEGAL_PHRASES: [RegExp, string][] = [
  [/\bsp(?:olka)?\.?\s*z\s*(?:o\.?\s*o\.?|ograniczona\s+odpowiedzialnoscia)/g, ' llc '],
  [/\bspolka\s+akcyjna\b/g, ' sa '],
  [/\bgesellschaft\s+mit\s+beschrankter\s+haftung\b/g, ' gmbh '],
  [/\bsocietatea\s+cu\s+raspundere\s+limitata\b/g, ' srl '],
  [/\bsociete\s+anonyme\b/g, ' sa '],
  [/\bpublic\s+limited\s+company\b/g, ' plc '],
  [/\bspolka\s+komandytowa\b|\bsp\.?\s*k\.(?=\s|$)/g, ' kg '],
  [/\blimited\s+liability\s+(?:company|partnership)\b/g, ' llc '],
  [/\bobshchestvo\s+s\s+ogranichennoi\s+otvetstvennostiu\b/g, ' llc '],
  [
    /\b(?:public|publichnoe)\s+(?:joint[\s-]+stock|aktsionernoe)\s+(?:company|obshchestvo)\b/g,
    ' pjsc ',
  ],
  [/\b(?:closed|open|private)\s+joint[\s-]+stock\s+company\b/g, ' jsc '],
  [/\bjoint[\s-]+stock\s+company\b/g, ' jsc '],
  [/\bl\.?\s*l\.?\s*c\b\.?/g, ' llc '],
  [/\bs\.\s*a\.(?=\s|$)/g, ' sa '],
  [/\bp\.?\s*l\.?\s*c\b\.?/g, ' plc '],
  [/\bs\.?\s*r\.?\s*l\b\.?/g, ' srl '],
  [/\bs\.?\s*p\.?\s*a\b\.?/g, ' spa '],
  [/\bs\.?\s*a\.?\s*r\.?\s*l\b\.?/g, ' sarl '],
  [/\bb\.?\s*v\b\.?(?=\s|$)/g, ' bv '],
  [/\bn\.?\s*v\b\.?(?=\s|$)/g, ' nv '],
  [/\bsa\s+de\s+cv\b/g, ' sa '],
];

/** Single-token legal forms, with the Cyrillic abbreviations as transliterated. */
const LEGAL = `aktiengesellschaft llc ltd limited inc incorporated corp corporation co company plc gmbh ag kg sa sarl srl spa
bv nv oy ab as asa aps jsc pjsc ojsc cjsc ooo oao zao pao ao tov pat fze fzco fzc llp lp sas sl pte
bhd sdn doo dd ad kft zrt sro spzoo sp zoo pvt tic ltda cia eirl gie ooo oo`;

/** Generic words of company names: frequent, rarely distinctive. */
const GENERIC = `bank banka banku banco banque trading trade holding holdings group grupa company international
intl industries industry industrial services service shipping ship maritime marine petroleum oil gas energy
investment investments invest enterprise enterprises general national import export development construction
technology technologies tech engineering commercial commerce finance financial capital management partners
global trust fund foundation association organization organisation society united consulting logistics
transport trans systems solutions products manufacturing factory plant works center centre office agency
authority ministry department institute university establishment firm corporation airlines airline air
aviation line lines navigation tankers tanker exchange insurance credit investment union federal state
scientific research production joint stock public private closed open limited of the and for in de la du
des der die und et y i w na`;

const TITLES = `mr mrs ms miss dr prof gen general col colonel maj major capt captain lt sheikh shaikh shaykh sheik
mullah mulla maulavi mawlawi maulvi mawlavi haji hajji alhaj hajj qari sayed sayyid syed emir amir president
prezydent prasident presidente predsjednik presedintele presiden pan pani sir lord madame monsieur herr frau
imam ayatollah hojatoleslam commander brigadier`;

/** Connecting particles of personal names (Arabic, Romance, Germanic, Dutch). */
const PARTICLES = `al bin abu abd ait ould wuld de da das dos del della di du la le van von der den ter zu y e`;

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean));
}

export const LEGAL_FORMS = wordSet(LEGAL);
export const GENERIC_WORDS = wordSet(GENERIC);
export const TITLE_WORDS = wordSet(TITLES);
export const PARTICLE_WORDS = wordSet(PARTICLES);

/** Weight of a token class before rarity weighting: how much the token identifies a name. */
export const CLASS_WEIGHT: Record<TokenClass, number> = {
  name: 1,
  number: 1,
  initial: 0.35,
  generic: 0.3,
  particle: 0.2,
  legal: 0.12,
  title: 0.08,
};

/** Classes that can carry a match: at least one of them must match for any hit. */
export const DISTINCTIVE_CLASSES: ReadonlySet<TokenClass> = new Set(['name', 'number']);
