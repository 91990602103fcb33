import type { ReferenceList } from '../reference-lists.js';
import { DOMAIN_NOTE_SNAPSHOT } from './snapshot.js';

/*
 * Country lists, transcribed from shared/domain/poland.md section 5 (ISO 3166-1 alpha-2).
 * Where the note is silent or gives only a design suggestion, the comment says so; nothing
 * here is added from elsewhere.
 */

/** Section 5.1 ✅: 26 jurisdictions after Del. Regs. 2025/1184, 2026/46 and 2026/83 (in force 29.01.2026). */
export const EU_HIGH_RISK_THIRD_COUNTRIES: ReferenceList = {
  id: 'eu_high_risk_third_countries',
  name: {
    en: 'EU list of high-risk third countries',
    pl: 'unijny wykaz państw trzecich wysokiego ryzyka',
  },
  source: 'Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83',
  source_url: 'https://eur-lex.europa.eu/eli/reg_del/2016/1675/oj',
  as_of: '2026-01-29',
  entries: [
    { code: 'AF', label: 'Afghanistan' },
    { code: 'DZ', label: 'Algeria' },
    { code: 'AO', label: 'Angola' },
    { code: 'BO', label: 'Bolivia' },
    { code: 'VG', label: 'British Virgin Islands' },
    { code: 'CM', label: 'Cameroon' },
    { code: 'CI', label: "Côte d'Ivoire" },
    { code: 'KP', label: 'DPRK (North Korea)' },
    { code: 'CD', label: 'DR Congo' },
    { code: 'HT', label: 'Haiti' },
    { code: 'IR', label: 'Iran' },
    { code: 'KE', label: 'Kenya' },
    { code: 'LA', label: 'Laos' },
    { code: 'LB', label: 'Lebanon' },
    { code: 'MC', label: 'Monaco' },
    { code: 'MM', label: 'Myanmar' },
    { code: 'NA', label: 'Namibia' },
    { code: 'NP', label: 'Nepal' },
    { code: 'RU', label: 'Russian Federation (point IV: FATF membership suspended)' },
    { code: 'SS', label: 'South Sudan' },
    { code: 'SY', label: 'Syria' },
    { code: 'TT', label: 'Trinidad and Tobago' },
    { code: 'VU', label: 'Vanuatu' },
    { code: 'VE', label: 'Venezuela' },
    { code: 'VN', label: 'Vietnam' },
    { code: 'YE', label: 'Yemen' },
  ],
};

/** Section 5.2 ✅: high-risk jurisdictions subject to a call for action, unchanged Oct 2025 – June 2026. */
export const FATF_CALL_FOR_ACTION: ReferenceList = {
  id: 'fatf_call_for_action',
  name: {
    en: 'FATF list of high-risk jurisdictions subject to a call for action',
    pl: 'wykaz FATF jurysdykcji wysokiego ryzyka objętych wezwaniem do działania',
  },
  source: 'FATF plenary outcomes, June 2026',
  source_url: 'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
  as_of: '2026-06-19',
  entries: [
    { code: 'KP', label: 'DPRK: countermeasures' },
    { code: 'IR', label: 'Iran: countermeasures' },
    { code: 'MM', label: 'Myanmar: enhanced due diligence' },
  ],
};

/**
 * Section 5.2: the 22 jurisdictions after the June 2026 plenary. ⚠️ The June changes (Iraq and
 * Bosnia and Herzegovina added, Algeria and Namibia removed) rest on a single secondary source;
 * confirm on fatf-gafi.org (note section 8, item 5).
 */
export const FATF_INCREASED_MONITORING: ReferenceList = {
  id: 'fatf_increased_monitoring',
  name: {
    en: 'FATF list of jurisdictions under increased monitoring',
    pl: 'wykaz FATF jurysdykcji objętych wzmożonym monitorowaniem',
  },
  source: 'FATF plenary outcomes, June 2026',
  source_url: 'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
  as_of: '2026-06-19',
  entries: [
    { code: 'AO', label: 'Angola' },
    { code: 'BO', label: 'Bolivia' },
    { code: 'BA', label: 'Bosnia and Herzegovina' },
    { code: 'BG', label: 'Bulgaria' },
    { code: 'CM', label: 'Cameroon' },
    { code: 'CI', label: "Côte d'Ivoire" },
    { code: 'CD', label: 'DR Congo' },
    { code: 'HT', label: 'Haiti' },
    { code: 'IQ', label: 'Iraq' },
    { code: 'KE', label: 'Kenya' },
    { code: 'KW', label: 'Kuwait' },
    { code: 'LA', label: 'Lao PDR' },
    { code: 'LB', label: 'Lebanon' },
    { code: 'MC', label: 'Monaco' },
    { code: 'NP', label: 'Nepal' },
    { code: 'PG', label: 'Papua New Guinea' },
    { code: 'SS', label: 'South Sudan' },
    { code: 'SY', label: 'Syria' },
    { code: 'VE', label: 'Venezuela' },
    { code: 'VN', label: 'Vietnam' },
    { code: 'VG', label: 'Virgin Islands (UK)' },
    { code: 'YE', label: 'Yemen' },
  ],
};

/**
 * Section 5.4 ✅: CPI 2025 (published 10.02.2026). The note gives only these 19 of the 182
 * scores, so countries missing here have no score and the corruption rule says so rather than
 * guessing. Poland's 2025 score was not found (its 2024 score, 53, is a different edition and
 * is left out). Load the full CSV from transparency.org yearly.
 */
export const CPI_SCORES: ReferenceList = {
  id: 'cpi_scores',
  name: {
    en: 'Transparency International Corruption Perceptions Index',
    pl: 'Indeks Percepcji Korupcji Transparency International',
  },
  source: 'CPI 2025',
  source_url: 'https://www.transparency.org/en/cpi/2025',
  as_of: '2026-02-10',
  entries: [
    { code: 'DK', label: 'Denmark', score: 89 },
    { code: 'FI', label: 'Finland', score: 88 },
    { code: 'SG', label: 'Singapore', score: 84 },
    { code: 'NZ', label: 'New Zealand', score: 81 },
    { code: 'NO', label: 'Norway', score: 81 },
    { code: 'SE', label: 'Sweden', score: 80 },
    { code: 'EE', label: 'Estonia', score: 76 },
    { code: 'CA', label: 'Canada', score: 75 },
    { code: 'GB', label: 'United Kingdom', score: 70 },
    { code: 'FR', label: 'France', score: 66 },
    { code: 'US', label: 'United States', score: 64 },
    { code: 'SY', label: 'Syria', score: 15 },
    { code: 'GQ', label: 'Equatorial Guinea', score: 15 },
    { code: 'YE', label: 'Yemen', score: 13 },
    { code: 'LY', label: 'Libya', score: 13 },
    { code: 'ER', label: 'Eritrea', score: 13 },
    { code: 'VE', label: 'Venezuela', score: 10 },
    { code: 'SS', label: 'South Sudan', score: 9 },
    { code: 'SO', label: 'Somalia', score: 9 },
  ],
};

/**
 * Section 5.3 ✅: Annex I (the non-cooperative jurisdictions) of the Council update of
 * 17.02.2026. Annex II ("state of play": BZ, VG, BN, SZ, GL, JO, ME, MA, TR) lists cooperating
 * jurisdictions with pending commitments and is deliberately not part of this list.
 */
export const EU_TAX_NON_COOPERATIVE: ReferenceList = {
  id: 'eu_tax_non_cooperative',
  name: {
    en: 'EU list of non-cooperative jurisdictions for tax purposes (Annex I)',
    pl: 'unijny wykaz jurysdykcji niechętnych współpracy do celów podatkowych (załącznik I)',
  },
  source: 'Council conclusions, update of 17.02.2026',
  source_url:
    'https://www.consilium.europa.eu/en/policies/eu-list-of-non-cooperative-jurisdictions/',
  as_of: '2026-02-17',
  entries: [
    { code: 'AS', label: 'American Samoa' },
    { code: 'AI', label: 'Anguilla' },
    { code: 'GU', label: 'Guam' },
    { code: 'PW', label: 'Palau' },
    { code: 'PA', label: 'Panama' },
    { code: 'RU', label: 'Russia' },
    { code: 'TC', label: 'Turks and Caicos Islands' },
    { code: 'VI', label: 'US Virgin Islands' },
    { code: 'VU', label: 'Vanuatu' },
    { code: 'VN', label: 'Viet Nam' },
  ],
};

/**
 * Section 5.3 ✅: the 26 jurisdictions of the MF regulation of 28.03.2019 (Dz.U. 2019 poz. 599
 * PIT, poz. 600 CIT). Sint Maarten and Curaçao are one item there and two ISO codes here. Sark has
 * no ISO code; the note suggests GG plus a flag, but party data holds bare ISO codes, so GG would
 * mark all of Guernsey: Sark is left out until addresses can carry a subdivision.
 */
export const PL_TAX_HAVENS: ReferenceList = {
  id: 'pl_tax_havens',
  name: {
    en: 'Polish Ministry of Finance list of tax havens',
    pl: 'wykaz krajów i terytoriów stosujących szkodliwą konkurencję podatkową (MF)',
  },
  source: 'Rozporządzenie MF z 28.03.2019, Dz.U. 2019 poz. 599 and 600',
  source_url: 'https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20190000599',
  as_of: '2019-03-28',
  entries: [
    { code: 'AD', label: 'Andora' },
    { code: 'AI', label: 'Anguilla' },
    { code: 'AG', label: 'Antigua i Barbuda' },
    { code: 'SX', label: 'Sint Maarten' },
    { code: 'CW', label: 'Curaçao' },
    { code: 'BH', label: 'Bahrajn' },
    { code: 'VG', label: 'Brytyjskie Wyspy Dziewicze' },
    { code: 'CK', label: 'Wyspy Cooka' },
    { code: 'DM', label: 'Dominika' },
    { code: 'GD', label: 'Grenada' },
    { code: 'HK', label: 'Hongkong' },
    { code: 'LR', label: 'Liberia' },
    { code: 'MO', label: 'Makau' },
    { code: 'MV', label: 'Malediwy' },
    { code: 'MH', label: 'Wyspy Marshalla' },
    { code: 'MU', label: 'Mauritius' },
    { code: 'MC', label: 'Monako' },
    { code: 'NR', label: 'Nauru' },
    { code: 'NU', label: 'Niue' },
    { code: 'PA', label: 'Panama' },
    { code: 'WS', label: 'Samoa' },
    { code: 'SC', label: 'Seszele' },
    { code: 'LC', label: 'Saint Lucia' },
    { code: 'TO', label: 'Tonga' },
    { code: 'VI', label: 'Wyspy Dziewicze Stanów Zjednoczonych' },
    { code: 'VU', label: 'Vanuatu' },
  ],
};

/**
 * Sections 1.9 and 5.5: countries the note names as under sanctions regimes — the UN Security
 * Council country regimes it lists (DPRK, Iran, Libya, Somalia; "and other regimes" unnamed)
 * and the EU/Polish measures against Russia and Belarus. The note gives no list of
 * comprehensive EU regimes; Syria's EU regime is not mentioned, and the occupied regions of
 * Ukraine (EU territorial sanctions) have no ISO code of their own, so UA is not listed.
 */
export const SANCTIONED_COUNTRIES: ReferenceList = {
  id: 'sanctioned_countries',
  name: {
    en: 'countries under EU/UN sanctions regimes',
    pl: 'państwa objęte reżimami sankcyjnymi UE/ONZ',
  },
  source: 'UN Security Council consolidated list; EU restrictive measures; Dz.U. 2022 poz. 835',
  source_url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  as_of: DOMAIN_NOTE_SNAPSHOT,
  entries: [
    { code: 'KP', label: 'DPRK: UN Security Council regime' },
    { code: 'IR', label: 'Iran: UN Security Council regime' },
    { code: 'LY', label: 'Libya: UN Security Council regime' },
    { code: 'SO', label: 'Somalia: UN Security Council regime' },
    { code: 'RU', label: 'Russia: EU and Polish measures (aggression against Ukraine)' },
    { code: 'BY', label: 'Belarus: EU and Polish measures (aggression against Ukraine)' },
  ],
};

/**
 * Section 5.5 ⚠️ (design input, not law): the conflict and active-terrorism geographies. The
 * note names "Sahel" without listing its states beyond Mali, Burkina Faso and Niger, and
 * north-east Nigeria, which bare ISO codes can only express as NG. The US State Sponsors of
 * Terrorism list (❓ in the note, and not binding in Poland) is not included.
 */
export const TERRORISM_FINANCING_COUNTRIES: ReferenceList = {
  id: 'terrorism_financing_countries',
  name: {
    en: 'conflict and active-terrorism geographies',
    pl: 'obszary konfliktów i aktywnego terroryzmu',
  },
  source: 'AML domain research, section 5.5 (design input)',
  source_url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  as_of: DOMAIN_NOTE_SNAPSHOT,
  entries: [
    { code: 'AF', label: 'Afghanistan' },
    { code: 'SY', label: 'Syria' },
    { code: 'YE', label: 'Yemen' },
    { code: 'SO', label: 'Somalia' },
    { code: 'LY', label: 'Libya' },
    { code: 'IQ', label: 'Iraq' },
    { code: 'ML', label: 'Mali (Sahel)' },
    { code: 'BF', label: 'Burkina Faso (Sahel)' },
    { code: 'NE', label: 'Niger (Sahel)' },
    { code: 'NG', label: 'Nigeria (north-east)' },
  ],
};
