import {
  FIXTURE_COMPANIES,
  FIXTURE_DOWN_NIP,
  type FixtureCompany,
  type FixturePerson,
} from './fixtures.js';
import type { LoopbackHandler, LoopbackResponse } from './server.js';

/**
 * The KRS open API's current extract (GET /api/krs/OdpisAktualny/{KRS}?rejestr=P|S&format=json),
 * as adapters/krs.ts describes it: 404 for an unknown number or the wrong register, dates as
 * DD.MM.YYYY, the REGON in 14 digits, natural persons masked, liquidation and bankruptcy in
 * section 6. The KRS number FIXTURE_DOWN_NIP answers 500.
 */
export const krsLoopback: LoopbackHandler = (request) => {
  const match = /^\/api\/krs\/OdpisAktualny\/(\d{10})$/.exec(request.url.pathname);
  if (request.method !== 'GET' || !match) return { status: 404, body: '' };
  const krs = match[1];
  if (krs === FIXTURE_DOWN_NIP) return { status: 500, body: '500 Internal Server Error' };
  const register = request.url.searchParams.get('rejestr');
  const company = FIXTURE_COMPANIES.find((candidate) => candidate.krs === krs);
  if (!company || (company.krs_register ?? 'P') !== register) return { status: 404, body: '' };
  return json(extract(company));
};

const json = (body: unknown): LoopbackResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** YYYY-MM-DD as KRS writes it. */
const krsDate = (date: string) => date.split('-').reverse().join('.');

/** The first letter, then an asterisk for every other one, as the API hides persons. */
const mask = (text: string) => text.charAt(0) + '*'.repeat(Math.max(text.length - 1, 0));

function krsPerson(person: FixturePerson) {
  const [first = '', second] = person.last_name.toUpperCase().split('-');
  return {
    nazwisko: { nazwiskoICzlon: mask(first), ...(second ? { nazwiskoIICzlon: mask(second) } : {}) },
    imiona: { imie: mask(person.first_name.toUpperCase()) },
    ...(person.pesel ? { identyfikator: { pesel: mask(person.pesel) } } : {}),
  };
}

/** 10 000 PLN of capital in shares of 50 PLN, as KRS writes amounts ("6 000,00"). */
const CAPITAL = 10_000;
const SHARE_VALUE = 50;
const money = (value: number) =>
  value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function extract(company: FixtureCompany) {
  const today = new Date().toISOString().slice(0, 10);
  const liquidators = company.board.filter((member) => member.role === 'LIKWIDATOR');
  const board = company.board.filter((member) => member.role !== 'LIKWIDATOR');
  const [main, ...others] = company.pkd.map((item) => {
    const [kodDzial, kodKlasa, kodPodklasa] = item.code.split('.');
    return { opis: item.name, kodDzial, kodKlasa, kodPodklasa };
  });
  const limitedCompany = company.legal_form === 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ';
  const { address } = company;

  return {
    odpis: {
      rodzaj: 'Aktualny',
      naglowekA: {
        rejestr: company.krs_register === 'S' ? 'RejS' : 'RejP',
        numerKRS: company.krs,
        dataCzasOdpisu: `${krsDate(today)} 06:00:00`,
        stanZDnia: krsDate(today),
        dataRejestracjiWKRS: krsDate(company.registration_date),
        numerOstatniegoWpisu: 7,
        dataOstatniegoWpisu: krsDate(company.registration_date),
        stanPozycji: 1,
      },
      dane: {
        dzial1: {
          danePodmiotu: {
            formaPrawna: company.legal_form,
            identyfikatory: { regon: `${company.regon}00000`, nip: company.nip },
            nazwa: company.name,
            czyPosiadaStatusOPP: false,
          },
          siedzibaIAdres: {
            siedziba: {
              kraj: 'POLSKA',
              wojewodztwo: address.voivodeship,
              powiat: address.county.toUpperCase(),
              gmina: address.commune.toUpperCase(),
              miejscowosc: address.city.toUpperCase(),
            },
            adres: {
              ulica: address.street.toUpperCase(),
              nrDomu: address.house_number,
              ...(address.flat_number ? { nrLokalu: address.flat_number } : {}),
              miejscowosc: address.city.toUpperCase(),
              kodPocztowy: address.postal_code,
              poczta: address.city.toUpperCase(),
              kraj: 'POLSKA',
            },
          },
          ...(limitedCompany
            ? {
                wspolnicySpzoo: company.shareholders.map((holder) => {
                  const value = (CAPITAL * Number(holder.share)) / 100;
                  return {
                    ...('person' in holder
                      ? krsPerson(holder.person)
                      : { nazwa: holder.company, identyfikator: {} }),
                    posiadaneUdzialy: `${value / SHARE_VALUE} UDZIAŁÓW O ŁĄCZNEJ WARTOŚCI ${money(value)} ZŁ`,
                    czyPosiadaCaloscUdzialow: holder.share === '100',
                  };
                }),
                kapital: {
                  wysokoscKapitaluZakladowego: { wartosc: `${CAPITAL},00`, waluta: 'PLN' },
                  wniesioneAporty: {},
                },
              }
            : {}),
        },
        dzial2:
          board.length > 0
            ? {
                reprezentacja: {
                  nazwaOrganu: company.legal_form === 'FUNDACJA' ? 'ZARZĄD FUNDACJI' : 'ZARZĄD',
                  sposobReprezentacji: 'KAŻDY CZŁONEK ZARZĄDU SAMODZIELNIE',
                  sklad: board.map((member) => ({
                    ...krsPerson(member),
                    funkcjaWOrganie: member.role,
                    czyZawieszona: false,
                  })),
                },
              }
            : {},
        dzial3: {
          przedmiotDzialalnosci: {
            przedmiotPrzewazajacejDzialalnosci: main ? [main] : [],
            ...(others.length > 0 ? { przedmiotPozostalejDzialalnosci: others } : {}),
          },
        },
        dzial4: {},
        dzial5: {},
        dzial6: {
          ...(company.liquidation
            ? {
                likwidacja: [
                  {
                    otwarcieLikwidacji:
                      'UCHWAŁA NADZWYCZAJNEGO ZGROMADZENIA WSPÓLNIKÓW Z 15.01.2026',
                    sposobReprezentacjiPodmiotuPrzezLikwidatorow: 'KAŻDY LIKWIDATOR SAMODZIELNIE',
                    likwidatorzy: liquidators.map(krsPerson),
                  },
                ],
              }
            : {}),
          ...(company.bankruptcy
            ? {
                postepowanieUpadlosciowe: [
                  {
                    informacjaOOgloszeniuUpadlosci: {
                      organWydajacy: 'SĄD REJONOWY DLA ŁODZI-ŚRÓDMIEŚCIA W ŁODZI',
                      sygnatura: 'LD1M/GU/12/2026',
                      data: '02.02.2026',
                    },
                    sposobProwadzeniaPostepowania: 'UPADŁOŚĆ',
                    opisZakonczeniaProcesuUpadlosci: {},
                  },
                ],
              }
            : {}),
        },
      },
    },
  };
}
