import type { Language } from '../constants.js';
import type { Bilingual } from './message.js';

/**
 * The name of the rule set a team starts with. It was stored in the language of the team's
 * creator (or in both, for a team without one); until someone renames it, every reader reads
 * it in their own language.
 */
export const DEFAULT_RULE_SET_NAME: Bilingual = {
  en: 'Default rule set',
  pl: 'Domyślny zestaw reguł',
};

const DEFAULT_NAMES = new Set([
  DEFAULT_RULE_SET_NAME.en,
  DEFAULT_RULE_SET_NAME.pl,
  `${DEFAULT_RULE_SET_NAME.en} / ${DEFAULT_RULE_SET_NAME.pl}`,
]);

/** A rule set's name as its reader reads it: the default set's in their language. */
export const ruleSetNameText = (name: string, language: Language): string =>
  DEFAULT_NAMES.has(name.trim()) ? DEFAULT_RULE_SET_NAME[language] : name;

/**
 * The legal sources of the reference lists as seeded (engines/risk-rules/reference-data), in
 * both languages: a rule set version keeps the words it was made with, and a source a person
 * typed reads as they typed it.
 */
export const REFERENCE_SOURCES: Record<string, Bilingual> = {
  'Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83': {
    en: 'Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83',
    pl: 'Rozporządzenie delegowane (UE) 2016/1675 ze zmianami, ostatnio 2026/46 i 2026/83',
  },
  'FATF plenary outcomes, June 2026': {
    en: 'FATF plenary outcomes, June 2026',
    pl: 'Wyniki posiedzenia plenarnego FATF, czerwiec 2026',
  },
  'CPI 2025': { en: 'CPI 2025', pl: 'CPI 2025' },
  'Council conclusions, update of 17.02.2026': {
    en: 'Council conclusions, update of 17.02.2026',
    pl: 'Konkluzje Rady UE, aktualizacja z 17.02.2026',
  },
  'Rozporządzenie MF z 28.03.2019, Dz.U. 2019 poz. 599 and 600': {
    en: 'Regulation of the Minister of Finance of 28.03.2019, Dz.U. 2019 items 599 and 600',
    pl: 'Rozporządzenie MF z 28.03.2019, Dz.U. 2019 poz. 599 i 600',
  },
  'UN Security Council consolidated list; EU restrictive measures; Dz.U. 2022 poz. 835': {
    en: 'UN Security Council consolidated list; EU restrictive measures; Dz.U. 2022 item 835',
    pl: 'Skonsolidowana lista Rady Bezpieczeństwa ONZ; środki ograniczające UE; Dz.U. 2022 poz. 835',
  },
  'AML domain research, section 5.5 (design input)': {
    en: 'AML domain research, section 5.5 (design input)',
    pl: 'Analiza dziedzinowa AML, sekcja 5.5 (założenie projektowe)',
  },
  'industry practice per AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 poz. 1936)': {
    en: 'industry practice per AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 item 1936)',
    pl: 'praktyka branżowa według analizy dziedzinowej AML 4.6; PKD 2007 i PKD 2025 (Dz.U. 2024 poz. 1936)',
  },
  'AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 poz. 1936)': {
    en: 'AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 item 1936)',
    pl: 'Analiza dziedzinowa AML 4.6; PKD 2007 i PKD 2025 (Dz.U. 2024 poz. 1936)',
  },
  'none yet: filled by the compliance team from its art. 27 risk assessment': {
    en: 'none yet: filled by the compliance team from its art. 27 risk assessment',
    pl: 'brak: uzupełnia zespół compliance na podstawie oceny ryzyka z art. 27',
  },
  "the institution's own findings (art. 33; internal procedure, art. 50)": {
    en: "the institution's own findings (art. 33; internal procedure, art. 50)",
    pl: 'ustalenia własne instytucji (art. 33; procedura wewnętrzna, art. 50)',
  },
};

/** A reference list's source as its reader reads it: a seeded one in their language. */
export const referenceSourceText = (source: string, language: Language): string =>
  REFERENCE_SOURCES[source]?.[language] ?? source;
