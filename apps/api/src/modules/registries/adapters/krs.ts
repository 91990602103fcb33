/**
 * KRS open API of the Ministry of Justice: the current extract (odpis aktualny) as JSON.
 *
 * Confirmed (shared/domain/poland.md 3.3, and real extracts quoted in public client code):
 * - GET /api/krs/OdpisAktualny/{KRS}?rejestr=P|S&format=json, no key. 404 both when the number
 *   is unknown and when it is in the other register, so P is tried, then S.
 * - odpis.naglowekA: rejestr ("RejP", "RejS"), numerKRS, dataRejestracjiWKRS, stanZDnia; every
 *   date as DD.MM.YYYY.
 * - dane.dzial1.danePodmiotu: nazwa, formaPrawna, identyfikatory.nip, identyfikatory.regon (14
 *   digits: the 9-digit REGON followed by 00000).
 * - dzial1.siedzibaIAdres: siedziba {kraj, wojewodztwo, powiat, gmina, miejscowosc} and adres
 *   {ulica ("UL. SZELĄGOWSKA"), nrDomu, nrLokalu, miejscowosc, kodPocztowy, poczta, kraj}.
 * - dzial1.wspolnicySpzoo[]: a natural person (nazwisko.nazwiskoICzlon / nazwiskoIICzlon,
 *   imiona.imie / imieDrugie, identyfikator.pesel) or a company (nazwa); posiadaneUdzialy is
 *   text ("90 UDZIAŁÓW O ŁĄCZNEJ WARTOŚCI 4 500,00 ZŁ"), the capital is
 *   dzial1.kapital.wysokoscKapitaluZakladowego.wartosc ("5000,00"): the share is computed.
 * - dzial2.reprezentacja {nazwaOrganu, sklad[] with funkcjaWOrganie}, dzial2.prokurenci[].
 * - Natural persons are masked: first letter, then asterisks ("W*********", PESEL "8**********").
 * - dzial3.przedmiotDzialalnosci.przedmiotPrzewazajacejDzialalnosci[] (the main activity) and
 *   przedmiotPozostalejDzialalnosci[], each {opis, kodDzial, kodKlasa, kodPodklasa}.
 * - dzial6: likwidacja[] {otwarcieLikwidacji, likwidatorzy[]}, postepowanieUpadlosciowe[]
 *   {informacjaOOgloszeniuUpadlosci {data, sygnatura}, opisZakonczeniaProcesuUpadlosci}; empty
 *   sections come as {}.
 *
 * Uncertain: the 404 body (not read); whether every extract masks names (some clients report
 * unmasked names beside masked PESELs, so `masked` follows what the answer shows); the exact
 * keys of restructuring (postepowanieRestrukturyzacyjne…, postepowanieUkladowe: any non-empty
 * one counts as `bankruptcy`, an insolvency proceeding); shareholders of forms other than the
 * sp. z o.o. (partnerships, the sole shareholder of an S.A.) are not read.
 */
import Big from 'big.js';
import type { RegistryEntity, RegistryPerson } from '@aml/shared';
import {
  RegistryUnavailableError,
  type AdapterOptions,
  type AdapterResult,
  type RegistryAdapter,
} from './types.js';

type KrsPerson = {
  /** Set for a company (a shareholder). */
  nazwa?: string;
  nazwisko?: { nazwiskoICzlon?: string; nazwiskoIICzlon?: string };
  imiona?: { imie?: string; imieDrugie?: string };
  identyfikator?: { pesel?: string };
  funkcjaWOrganie?: string;
  posiadaneUdzialy?: string;
};

type KrsPkd = { opis?: string; kodDzial?: string; kodKlasa?: string; kodPodklasa?: string };

type KrsExtract = {
  odpis?: {
    naglowekA?: { numerKRS?: string; dataRejestracjiWKRS?: string };
    dane?: {
      dzial1?: {
        danePodmiotu?: {
          nazwa?: string;
          formaPrawna?: string;
          identyfikatory?: { nip?: string; regon?: string };
        };
        siedzibaIAdres?: {
          siedziba?: { kraj?: string; wojewodztwo?: string; miejscowosc?: string };
          adres?: {
            ulica?: string;
            nrDomu?: string;
            nrLokalu?: string;
            miejscowosc?: string;
            kodPocztowy?: string;
            kraj?: string;
          };
        };
        wspolnicySpzoo?: KrsPerson[];
        kapital?: { wysokoscKapitaluZakladowego?: { wartosc?: string } };
      };
      dzial2?: {
        reprezentacja?: { nazwaOrganu?: string; sklad?: KrsPerson[] };
        prokurenci?: KrsPerson[];
      };
      dzial3?: {
        przedmiotDzialalnosci?: {
          przedmiotPrzewazajacejDzialalnosci?: KrsPkd[];
          przedmiotPozostalejDzialalnosci?: KrsPkd[];
        };
      };
      dzial6?: Record<string, unknown> & { likwidacja?: Array<{ likwidatorzy?: KrsPerson[] }> };
    };
  };
};

const REGISTERS = ['P', 'S'] as const;

export function createKrsAdapter(options: AdapterOptions): RegistryAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    registry: 'krs',
    accepts: ['krs'],
    async lookup(id, signal): Promise<AdapterResult> {
      if (id.kind !== 'krs') throw new Error(`KRS is not searched by ${id.kind}`);
      for (const register of REGISTERS) {
        const response = await options.http({
          url: `${base}/api/krs/OdpisAktualny/${id.value}?rejestr=${register}&format=json`,
          headers: { accept: 'application/json' },
          signal,
        });
        // Unknown here, or kept in the other register.
        if (response.status === 404) continue;
        if (response.status !== 200) {
          throw new RegistryUnavailableError(`KRS answered HTTP ${response.status}`);
        }
        return { status: 'found', entity: toEntity(parse(response.text())) };
      }
      return { status: 'not_found' };
    },
  };
}

function parse(body: string): KrsExtract {
  let extract: KrsExtract;
  try {
    extract = JSON.parse(body) as KrsExtract;
  } catch (error) {
    throw new RegistryUnavailableError('KRS answered something other than JSON', { cause: error });
  }
  if (!extract?.odpis?.dane?.dzial1) {
    throw new RegistryUnavailableError('KRS answered an extract without its section 1');
  }
  return extract;
}

function toEntity(extract: KrsExtract): RegistryEntity {
  const odpis = extract.odpis!;
  const { dzial1, dzial2, dzial3, dzial6 } = odpis.dane!;
  const subject = dzial1?.danePodmiotu;
  const seat = dzial1?.siedzibaIAdres;
  const activity = dzial3?.przedmiotDzialalnosci;
  const capital = dzial1?.kapital?.wysokoscKapitaluZakladowego?.wartosc;
  const country = seat?.adres?.kraj ?? seat?.siedziba?.kraj;

  return {
    name: subject?.nazwa,
    legal_form: subject?.formaPrawna,
    nip: subject?.identyfikatory?.nip || undefined,
    regon: shortRegon(subject?.identyfikatory?.regon),
    krs: odpis.naglowekA?.numerKRS,
    entity_kind: 'legal_person',
    address: {
      country: !country || country === 'POLSKA' ? 'PL' : country,
      region: seat?.siedziba?.wojewodztwo,
      city: seat?.adres?.miejscowosc ?? seat?.siedziba?.miejscowosc,
      street: seat?.adres?.ulica,
      postal_code: seat?.adres?.kodPocztowy,
      house_number: seat?.adres?.nrDomu,
      flat_number: seat?.adres?.nrLokalu,
    },
    pkd: [
      ...(activity?.przedmiotPrzewazajacejDzialalnosci ?? []).map((item) => pkd(item, true)),
      ...(activity?.przedmiotPozostalejDzialalnosci ?? []).map((item) => pkd(item, false)),
    ].filter((item) => item !== null),
    board: [
      ...(dzial2?.reprezentacja?.sklad ?? []).map((entry) =>
        person(entry, entry.funkcjaWOrganie ?? dzial2?.reprezentacja?.nazwaOrganu),
      ),
      ...(dzial2?.prokurenci ?? []).map((entry) => person(entry, 'PROKURENT')),
      // A company in liquidation is represented by its liquidators, entered in section 6.
      ...(dzial6?.likwidacja ?? []).flatMap((entry) =>
        (entry.likwidatorzy ?? []).map((liquidator) => person(liquidator, 'LIKWIDATOR')),
      ),
    ],
    shareholders: (dzial1?.wspolnicySpzoo ?? []).map((entry) => ({
      ...person(entry, 'wspólnik'),
      share: sharePercent(entry.posiadaneUdzialy, capital),
    })),
    registration_date: isoDate(odpis.naglowekA?.dataRejestracjiWKRS),
    liquidation: present(dzial6?.likwidacja),
    bankruptcy: Object.entries(dzial6 ?? {}).some(
      ([key, value]) =>
        (key === 'postepowanieUpadlosciowe' ||
          key === 'postepowanieUkladowe' ||
          key.startsWith('postepowanieRestrukturyzacyjne')) &&
        present(value),
    ),
  };
}

function person(entry: KrsPerson, role: string | undefined): RegistryPerson {
  if (entry.nazwa) return { company_name: entry.nazwa, role };
  const lastName = [entry.nazwisko?.nazwiskoICzlon, entry.nazwisko?.nazwiskoIICzlon]
    .filter(Boolean)
    .join('-');
  const firstName = [entry.imiona?.imie, entry.imiona?.imieDrugie].filter(Boolean).join(' ');
  const pesel = entry.identyfikator?.pesel;
  return {
    first_name: firstName || undefined,
    last_name: lastName || undefined,
    role,
    pesel,
    // The API hides natural persons (RODO): the officer completes them from the documents.
    masked: [firstName, lastName, pesel ?? ''].some((value) => value.includes('*')),
  };
}

function pkd(item: KrsPkd, main: boolean) {
  if (!item.kodDzial || !item.kodKlasa || !item.kodPodklasa) return null;
  return { code: `${item.kodDzial}.${item.kodKlasa}.${item.kodPodklasa}`, name: item.opis, main };
}

/**
 * The share in per cent of the capital, from "120 UDZIAŁÓW O ŁĄCZNEJ WARTOŚCI 6 000,00 ZŁ" and a
 * capital of "10000,00": KRS states values, not percentages. Undefined when either is unreadable.
 */
function sharePercent(held: string | undefined, capital: string | undefined) {
  const value = /WARTOŚCI\s+(\d[\d\s.]*(?:,\d+)?)/i.exec(held ?? '')?.[1];
  if (!value || !capital) return undefined;
  // Thousands are separated by spaces or dots, decimals by a comma.
  const amount = (text: string) => new Big(text.trim().replace(/[\s.]/g, '').replace(',', '.'));
  try {
    const total = amount(capital);
    if (total.eq(0)) return undefined;
    return amount(value).div(total).times(100).round(2).toString();
  } catch {
    return undefined;
  }
}

/** KRS gives the REGON in 14 digits; a company's own is the 9 before "00000". */
function shortRegon(regon: string | undefined) {
  if (!regon) return undefined;
  return /^\d{9}00000$/.test(regon) ? regon.slice(0, 9) : regon;
}

/** DD.MM.YYYY to YYYY-MM-DD. */
function isoDate(date: string | undefined) {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/** Empty sections come as {} or []: an entry is there only when something is in it. */
function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(present);
  if (value && typeof value === 'object') return Object.values(value).some(present);
  return value !== undefined && value !== null && value !== '';
}
