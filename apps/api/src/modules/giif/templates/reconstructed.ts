import {
  GIIF_TEMPLATE_IDS,
  type GiifAddress,
  type GiifPerson,
  type GiifTemplateType,
  type GiifThresholdFileModel,
  type GiifThresholdTransaction,
} from '@aml/shared';
import { warsawDay } from '../../../lib/warsaw-time.js';
import { writeXml, type XmlNode } from './xml-writer.js';
import type { TemplateMapping } from './mapping.js';

/**
 * The mapping the application ships: GIIF's confirmed names (IdentyfikatorTr, nipIO, korekta,
 * dataKorekty, TrZlecanaPrzezKlienta, ZleceniodawcaOsobaFizyczna, OsFizycznaOsobaUpowazniona,
 * ZleceniodawcaOsobaPrawna, OsPrawnaOsobaUpowazniona; shared/domain/giif-formats.md § 3) and,
 * for everything GIIF has not published where we could read it, names of our own in the same
 * style. It is NOT GIIF's schema: a file is checked against the XSD an administrator installs,
 * and the day GIIF's schema differs, a mapping of that version replaces this one
 * (docs/giif-reports.md).
 */

export const KIND_CODES: Record<GiifThresholdTransaction['kind'], string> = {
  cash_in: 'WPLATA',
  cash_out: 'WYPLATA',
  transfer_out: 'PRZELEW_WYCHODZACY',
  transfer_in: 'PRZELEW_PRZYCHODZACY',
  currency_purchase: 'KUPNO',
  currency_sale: 'SPRZEDAZ',
  intermediation: 'POSREDNICTWO',
};

const addressNode = (a: GiifAddress): XmlNode => ({
  Kraj: a.country,
  Miejscowosc: a.city,
  KodPocztowy: a.postal_code,
  ...(a.street ? { Ulica: a.street } : {}),
  NrDomu: a.house_number,
  ...(a.flat_number ? { NrLokalu: a.flat_number } : {}),
});

function personNode(p: GiifPerson): XmlNode {
  if (p.kind === 'legal_person') {
    return {
      Nazwa: p.name,
      ...(p.legal_form ? { FormaPrawna: p.legal_form } : {}),
      ...(p.nip ? { NIP: p.nip } : {}),
      ...(p.register
        ? {
            Rejestr: { Nazwa: p.register.name, Numer: p.register.number, Kraj: p.register.country },
          }
        : {}),
      ...(p.regon ? { REGON: p.regon } : {}),
      ...(p.krs ? { KRS: p.krs } : {}),
      Adres: addressNode(p.address),
    };
  }
  return {
    Imie: p.first_name,
    Nazwisko: p.last_name,
    Obywatelstwo: p.citizenships,
    ...(p.pesel
      ? { PESEL: p.pesel }
      : { DataUrodzenia: p.birth_date ?? '', KrajUrodzenia: p.birth_country ?? '' }),
    DokumentTozsamosci: { Rodzaj: p.document.type, SeriaNumer: p.document.number },
    Adres: addressNode(p.address),
    ...(p.kind === 'sole_trader'
      ? { NIP: p.nip, Firma: p.business_name, AdresDzialalnosci: addressNode(p.business_address) }
      : {}),
  };
}

/** The orderer and who acted for them (OsFizycznaOsobaUpowazniona 0..n, OsPrawna… 1..n). */
function ordererNode(t: GiifThresholdTransaction): XmlNode {
  const orderer = t.persons.find((p) => p.role === 'orderer' || p.role === 'customer')!;
  const acting = t.persons.filter(
    (p) => p.role === 'representative' || p.role === 'authorised_person',
  );
  if (orderer.kind === 'legal_person') {
    return {
      ZleceniodawcaOsobaPrawna: {
        ...personNode(orderer),
        OsPrawnaOsobaUpowazniona: acting.map(personNode),
      },
    };
  }
  return {
    ZleceniodawcaOsobaFizyczna: {
      ...personNode(orderer),
      ...(acting.length > 0 ? { OsFizycznaOsobaUpowazniona: acting.map(personNode) } : {}),
    },
  };
}

function transactionNode(t: GiifThresholdTransaction, template: GiifTemplateType): XmlNode {
  const beneficiaries = t.persons.filter((p) => p.role === 'beneficiary');
  return {
    ...(t.correction ? { '@korekta': 'true', '@dataKorekty': t.correction.date } : {}),
    IdentyfikatorTr: t.giif_id,
    // The day in Poland: half past midnight in Warsaw is still the day before in UTC.
    DataTr: warsawDay(new Date(t.occurred_at)),
    CzasTr: t.occurred_at,
    RodzajTr: KIND_CODES[t.kind],
    Kwota: t.amount,
    Waluta: t.currency,
    RownowartoscEUR: t.amount_eur,
    ...(t.eur_rate_table ? { TabelaNBP: t.eur_rate_table } : {}),
    ...(template === 'currency' && t.counter_amount
      ? { KwotaPrzeciwna: t.counter_amount, WalutaPrzeciwna: t.counter_currency ?? '' }
      : {}),
    SposobZlozeniaDyspozycji: t.channel,
    ...(t.place ? { Miejsce: t.place } : {}),
    ...(t.description ? { Opis: t.description } : {}),
    ...(t.orderer_account ? { RachunekZleceniodawcy: t.orderer_account } : {}),
    ...(t.beneficiary_account ? { RachunekBeneficjenta: t.beneficiary_account } : {}),
    [t.ordered_by_customer ? 'TrZlecanaPrzezKlienta' : 'TrNieZlecanaPrzezKlienta']: ordererNode(t),
    ...(beneficiaries.length > 0 ? { Beneficjent: beneficiaries.map(personNode) } : {}),
  };
}

function reconstructed(template: GiifTemplateType): TemplateMapping {
  const version = GIIF_TEMPLATE_IDS[template];
  const namespace = `http://crd.gov.pl/wzor/${version}/`;
  return {
    template,
    version,
    name: 'reconstructed',
    namespace,
    write(model: GiifThresholdFileModel) {
      return writeXml({
        InformacjaOTransakcjach: {
          '@xmlns': namespace,
          '@nipIO': model.institution.nip,
          Transakcja: model.transactions.map((t) => transactionNode(t, template)),
        },
      });
    },
  };
}

export const RECONSTRUCTED_MAPPINGS: Record<GiifTemplateType, TemplateMapping> = {
  cash: reconstructed('cash'),
  transfer: reconstructed('transfer'),
  currency: reconstructed('currency'),
};
