import { GIIF_TEMPLATE_IDS, type GiifIdentificationFormModel } from '@aml/shared';
import { writeXml } from './xml-writer.js';

/**
 * The identification form (art. 77) in the names of our reconstruction: GIIF's template
 * 2018/10/30/6031 publishes none we could read, so the XML is offered only where an
 * administrator installed the template's schema and the file validates against it
 * (docs/giif-reports.md).
 */
export const IDENTIFICATION_VERSION = GIIF_TEMPLATE_IDS.identification;

export function writeIdentificationForm(form: GiifIdentificationFormModel): string {
  const { institution: i } = form;
  const a = i.address;
  return writeXml({
    FormularzIdentyfikujacy: {
      '@xmlns': `http://crd.gov.pl/wzor/${IDENTIFICATION_VERSION}/`,
      Nazwa: i.name,
      ...(i.legal_form ? { FormaPrawna: i.legal_form } : {}),
      NIP: i.nip,
      ...(i.regon ? { REGON: i.regon } : {}),
      RodzajDzialalnosci: form.activity,
      Adres: {
        Kraj: a.country,
        Miejscowosc: a.city,
        KodPocztowy: a.postal_code,
        ...(a.street ? { Ulica: a.street } : {}),
        NrDomu: a.house_number,
        ...(a.flat_number ? { NrLokalu: a.flat_number } : {}),
      },
      OsobaKontaktowa: {
        Imie: i.contact_person.first_name,
        Nazwisko: i.contact_person.last_name,
        ...(i.contact_person.phone ? { Telefon: i.contact_person.phone } : {}),
        Email: i.contact_person.email,
      },
      ...(i.intermediary
        ? { Posrednik: { Nazwa: i.intermediary.name, NIP: i.intermediary.nip } }
        : {}),
    },
  });
}
