import type { ReferenceList, ReferenceListEntry } from '../reference-lists.js';
import { DOMAIN_NOTE_SNAPSHOT } from './snapshot.js';

/*
 * PKD lists, transcribed from shared/domain/poland.md section 4.6 ("PKD codes commonly treated
 * as higher ML/TF risk": industry practice, not a statutory list ⚠️). Registries still return
 * PKD 2007 codes until 31.12.2026, so both versions are listed and matched by code alone.
 * A trailing '?' marks a code the note itself flags ❓ (PKD 2025 subclass split or name not
 * confirmed, note section 8 item 7); the label says "unverified" so a reviewer sees it.
 */

type PkdTheme = { theme: string; pkd2007: string[]; pkd2025: string[] };

const PAYMENTS_AND_CRYPTO: PkdTheme = {
  theme: 'other monetary intermediation, payments, crypto',
  pkd2007: ['64.19.Z', '64.99.Z', '66.19.Z'],
  pkd2025: ['64.19.Z', '64.99.Z', '66.19.Z'],
};

const HIGH_RISK_THEMES: PkdTheme[] = [
  {
    theme: 'currency exchange (kantor), brokerage',
    pkd2007: ['66.12.Z'],
    pkd2025: ['66.12.Z'],
  },
  PAYMENTS_AND_CRYPTO,
  {
    theme: 'non-bank lending, pawnshops',
    pkd2007: ['64.92.Z'],
    pkd2025: ['64.92.A?', '64.92.B?'],
  },
  {
    theme: 'holding companies, trusts, funds',
    pkd2007: ['64.20.Z', '64.30.Z'],
    pkd2025: ['64.21.Z', '64.22.Z', '64.31.Z', '64.32.Z'],
  },
  {
    theme: 'accounting, bookkeeping, tax advice',
    pkd2007: ['69.20.Z'],
    pkd2025: ['69.20.A?', '69.20.B?', '69.20.C?'],
  },
  { theme: 'legal services', pkd2007: ['69.10.Z'], pkd2025: ['69.10.Z'] },
  {
    theme: 'management consultancy, shell-company services',
    pkd2007: ['70.22.Z'],
    pkd2025: ['70.20.Z'],
  },
  {
    theme: 'virtual office, registered-address services',
    pkd2007: ['82.11.Z'],
    pkd2025: ['82.10.Z'],
  },
  {
    theme: 'real estate: own property, intermediation, developers',
    pkd2007: ['68.10.Z', '68.31.Z', '41.10.Z'],
    pkd2025: ['68.11.Z', '68.12.A?', '68.12.B?', '68.12.C?', '68.31.Z', '41.00.A?', '41.00.B?'],
  },
  {
    theme: 'jewellery, precious metals and stones',
    pkd2007: ['32.12.Z', '46.48.Z', '47.77.Z'],
    pkd2025: ['32.12.Z?', '46.48.Z', '47.77.Z'],
  },
  {
    theme: 'antiques, second-hand goods, auction houses',
    pkd2007: ['47.79.Z'],
    pkd2025: ['47.79.A', '47.79.B', '47.79.C'],
  },
  {
    theme: 'art galleries (commercial), other new goods',
    pkd2007: ['47.78.Z'],
    pkd2025: ['47.78.Z?'],
  },
  { theme: 'gambling and betting', pkd2007: ['92.00.Z'], pkd2025: ['92.00.Z'] },
  {
    theme: 'cars (wholesale and retail)',
    pkd2007: ['45.11.Z'],
    pkd2025: ['46.71.Z', '47.81.Z'],
  },
  { theme: 'fuels wholesale (VAT fraud)', pkd2007: ['46.71.Z'], pkd2025: ['46.81.Z?'] },
  // The note's PKD 2025 "38.3x ❓" is not a code and is left out.
  {
    theme: 'scrap and waste trade, recycling',
    pkd2007: ['46.77.Z', '38.32.Z'],
    pkd2025: ['46.87.Z?'],
  },
  // The note gives no PKD 2025 codes for this theme ("check ❓").
  {
    theme: 'electronics and non-specialised wholesale (carousel VAT fraud)',
    pkd2007: ['46.52.Z', '46.90.Z'],
    pkd2025: [],
  },
  {
    theme: 'cash-intensive: restaurants, hotels, hair and beauty',
    pkd2007: ['56.10.A', '55.10.Z', '96.02.Z'],
    pkd2025: ['56.11.Z', '55.10.Z', '96.21.Z?'],
  },
  {
    theme: 'non-profit organisations (TF risk)',
    pkd2007: ['94.99.Z', '88.99.Z'],
    pkd2025: ['94.99.Z', '88.99.Z'],
  },
  { theme: 'other services n.e.c.', pkd2007: ['96.09.Z'], pkd2025: ['96.99.Z'] },
];

/**
 * One entry per code. A code may sit in both versions with different meanings (46.71.Z is fuels
 * wholesale in PKD 2007 and motor-vehicle wholesale in PKD 2025), so the label names each.
 */
function entriesOf(themes: PkdTheme[]): ReferenceListEntry[] {
  const labels = new Map<string, string[]>();
  for (const { theme, pkd2007, pkd2025 } of themes) {
    const versions: Array<[string, string[]]> = [
      ['PKD 2007', pkd2007],
      ['PKD 2025', pkd2025],
    ];
    const byCode = new Map<string, string[]>();
    for (const [version, codes] of versions) {
      for (const marked of codes) {
        const code = marked.replace('?', '');
        const tag = marked.endsWith('?') ? `${version}, unverified` : version;
        byCode.set(code, [...(byCode.get(code) ?? []), tag]);
      }
    }
    for (const [code, tags] of byCode) {
      labels.set(code, [...(labels.get(code) ?? []), `${theme} (${tags.join('; ')})`]);
    }
  }
  return [...labels].map(([code, parts]) => ({ code, label: parts.join(' / ') }));
}

export const PKD_HIGH_RISK: ReferenceList = {
  id: 'pkd_high_risk',
  name: {
    en: 'PKD codes of higher ML/TF risk',
    pl: 'kody PKD podwyższonego ryzyka prania pieniędzy i finansowania terroryzmu',
  },
  source:
    'industry practice per AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 poz. 1936)',
  source_url: 'https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20240001936',
  as_of: DOMAIN_NOTE_SNAPSHOT,
  entries: entriesOf(HIGH_RISK_THEMES),
};

/**
 * The note names no PKD codes specific to payment institutions; its row "other monetary
 * intermediation, payments, crypto" is the closest and is used as it stands. It also covers
 * banks (64.19.Z) and virtual-currency providers, which is why the rule asks for a register
 * check rather than concluding anything.
 */
export const PKD_PAYMENT_INSTITUTIONS: ReferenceList = {
  id: 'pkd_payment_institutions',
  name: {
    en: 'PKD codes of payment services',
    pl: 'kody PKD usług płatniczych',
  },
  source: 'AML domain research 4.6; PKD 2007 and PKD 2025 (Dz.U. 2024 poz. 1936)',
  source_url: 'https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20240001936',
  as_of: DOMAIN_NOTE_SNAPSHOT,
  entries: entriesOf([PAYMENTS_AND_CRYPTO]),
};
