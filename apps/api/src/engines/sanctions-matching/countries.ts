/**
 * Country names as the lists write them → ISO 3166-1 alpha-2. English names come from ICU
 * (Intl.DisplayNames), so only the lists' own spellings and demonyms need listing here.
 */

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\b(the|of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Spellings used by OFAC, the UN, the UK and the EU that ICU's English names do not cover. */
const LIST_SPELLINGS: Record<string, string> = {
  'Korea, North': 'KP',
  "Democratic People's Republic of Korea": 'KP',
  'North Korea': 'KP',
  'Korea, South': 'KR',
  'Republic of Korea': 'KR',
  Burma: 'MM',
  'Congo, Democratic Republic of the': 'CD',
  'Democratic Republic of the Congo': 'CD',
  'Congo, Republic of the': 'CG',
  // The UN writes "Congo" for the Republic of the Congo and names the DRC in full.
  Congo: 'CG',
  'Republic of the Congo': 'CG',
  'Iran (Islamic Republic of)': 'IR',
  'Syrian Arab Republic': 'SY',
  'Russian Federation': 'RU',
  'United Republic of Tanzania': 'TZ',
  'Viet Nam': 'VN',
  "Lao People's Democratic Republic": 'LA',
  'Republic of Moldova': 'MD',
  'Bolivia (Plurinational State of)': 'BO',
  'Venezuela (Bolivarian Republic of)': 'VE',
  'Libyan Arab Jamahiriya': 'LY',
  'The Gambia': 'GM',
  "Cote d'Ivoire": 'CI',
  'Ivory Coast': 'CI',
  'Czech Republic': 'CZ',
  Macau: 'MO',
  Macao: 'MO',
  'Hong Kong': 'HK',
  Palestinian: 'PS',
  Palestine: 'PS',
  'State of Palestine': 'PS',
  'West Bank': 'PS',
  Gaza: 'PS',
  'United States of America': 'US',
  USA: 'US',
  'United Kingdom of Great Britain and Northern Ireland': 'GB',
  UK: 'GB',
  'Great Britain': 'GB',
  'Bosnia-Herzegovina': 'BA',
  'North Macedonia, The Republic of': 'MK',
  Macedonia: 'MK',
  'Macedonia, The Former Yugoslav Republic of': 'MK',
  Turkey: 'TR',
  Turkiye: 'TR',
  Türkiye: 'TR',
  Swaziland: 'SZ',
  'Cabo Verde': 'CV',
  'Holy See': 'VA',
  'Micronesia, Federated States of': 'FM',
  // Demonyms the lists use in nationality fields.
  Afghan: 'AF',
  Algerian: 'DZ',
  American: 'US',
  British: 'GB',
  Chinese: 'CN',
  Egyptian: 'EG',
  French: 'FR',
  German: 'DE',
  Indian: 'IN',
  Indonesian: 'ID',
  Iranian: 'IR',
  Iraqi: 'IQ',
  Jordanian: 'JO',
  Kuwaiti: 'KW',
  Lebanese: 'LB',
  Libyan: 'LY',
  Moroccan: 'MA',
  Nigerian: 'NG',
  Pakistani: 'PK',
  Polish: 'PL',
  Russian: 'RU',
  Saudi: 'SA',
  'Saudi Arabian': 'SA',
  Somali: 'SO',
  Sudanese: 'SD',
  Syrian: 'SY',
  Tunisian: 'TN',
  Turkish: 'TR',
  Ukrainian: 'UA',
  Yemeni: 'YE',
};

/** Codes ICU still names but ISO has withdrawn (SU, YU …) or only reserved (UK, EU …). */
const NOT_CURRENT_CODES = new Set(
  'AC AN BU CP CS DD DG DY EA EU EZ FX HV IC NH NT QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);

function buildIndex(): { byName: Map<string, string>; codes: Set<string> } {
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const byName = new Map<string, string>();
  const codes = new Set<string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = display.of(code);
      // Unknown codes come back undefined (fallback 'none').
      if (!name || NOT_CURRENT_CODES.has(code)) continue;
      codes.add(code);
      byName.set(normalise(name), code);
      // ICU writes "Myanmar (Burma)", "Congo - Kinshasa": the part before the qualifier also names it.
      const bare = name.replace(/\s*\(.*\)$/, '');
      if (bare !== name && !byName.has(normalise(bare))) byName.set(normalise(bare), code);
    }
  }
  for (const [name, code] of Object.entries(LIST_SPELLINGS)) byName.set(normalise(name), code);
  return { byName, codes };
}

let index: ReturnType<typeof buildIndex> | undefined;
const getIndex = () => (index ??= buildIndex());

export function isIsoCountryCode(code: string): boolean {
  return getIndex().codes.has(code);
}

/**
 * ISO alpha-2 for a country name, demonym or code as a list writes it; null when it cannot be
 * derived (historic states such as "Serbia and Montenegro", "Soviet Union", or free text).
 */
export function countryToIso(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text
    .trim()
    .replace(/[.;]+$/, '')
    .replace(/^(possibly|probably|reportedly)\s+/i, '');
  if (/^[A-Z]{2}$/.test(trimmed)) return isIsoCountryCode(trimmed) ? trimmed : null;
  return getIndex().byName.get(normalise(trimmed)) ?? null;
}

/** The country at the end of a "City, Region, Country" place or address text. */
export function trailingCountryToIso(text: string): string | null {
  const last = text.split(',').pop();
  return countryToIso(last);
}
