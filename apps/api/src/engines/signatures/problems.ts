/** What can be wrong with a signed file: a stable code for the caller, a text for the reader. */
export type SignatureProblemCode =
  | 'no_signature'
  | 'unsupported_format'
  | 'malformed'
  | 'signature_invalid'
  | 'digest_mismatch'
  | 'content_differs'
  | 'content_missing'
  | 'partial_coverage'
  | 'certificate_missing'
  | 'signing_certificate_mismatch'
  | 'certificate_expired'
  | 'certificate_not_yet_valid'
  | 'multiple_signatures';

export type SignatureProblem = {
  code: SignatureProblemCode;
  en: string;
  pl: string;
  /** Technical detail in English (which reference, what a library reported), for support. */
  detail?: string;
};

const TEXTS: Record<SignatureProblemCode, { en: string; pl: string }> = {
  no_signature: {
    en: 'No electronic signature was found in the file.',
    pl: 'W pliku nie znaleziono podpisu elektronicznego.',
  },
  unsupported_format: {
    en: 'The signature uses a format or an algorithm that cannot be verified here.',
    pl: 'Podpis używa formatu lub algorytmu, którego nie można tu zweryfikować.',
  },
  malformed: {
    en: 'The file is damaged or is not a well-formed signed document.',
    pl: 'Plik jest uszkodzony lub nie jest poprawnie zbudowanym dokumentem podpisanym.',
  },
  signature_invalid: {
    en: 'The signature value does not match: the signature is forged or what it signs was changed.',
    pl: 'Wartość podpisu się nie zgadza: podpis jest sfałszowany albo zmieniono to, co podpisano.',
  },
  digest_mismatch: {
    en: 'The signed data was changed after signing: its digest differs from the one in the signature.',
    pl: 'Podpisane dane zmieniono po podpisaniu: ich skrót różni się od skrótu zapisanego w podpisie.',
  },
  content_differs: {
    en: 'The signature does not cover the expected document: a different document was signed.',
    pl: 'Podpis nie obejmuje oczekiwanego dokumentu: podpisano inny dokument.',
  },
  content_missing: {
    en: 'This is a detached signature and the signed document was not supplied, so what it signs was not checked.',
    pl: 'To podpis zewnętrzny, a nie przekazano podpisanego dokumentu, więc nie sprawdzono, co podpisano.',
  },
  partial_coverage: {
    en: 'The signature covers only part of the file.',
    pl: 'Podpis obejmuje tylko część pliku.',
  },
  certificate_missing: {
    en: "The signer's certificate is not in the signature, so the signature cannot be verified.",
    pl: 'Podpis nie zawiera certyfikatu podpisującego, więc nie można go zweryfikować.',
  },
  signing_certificate_mismatch: {
    en: 'The certificate in the signature is not the one named in its signed attributes.',
    pl: 'Certyfikat w podpisie nie jest tym, który wskazują jego podpisane atrybuty.',
  },
  certificate_expired: {
    en: "The signer's certificate had expired at the signing time (or, without one, has expired now).",
    pl: 'Certyfikat podpisującego był już nieważny w chwili podpisu (lub, gdy jej brak, jest nieważny teraz).',
  },
  certificate_not_yet_valid: {
    en: "The signer's certificate was not yet valid at the signing time.",
    pl: 'Certyfikat podpisującego nie był jeszcze ważny w chwili podpisu.',
  },
  multiple_signatures: {
    en: 'The file holds more than one signature; only one of them was verified.',
    pl: 'Plik zawiera więcej niż jeden podpis; zweryfikowano tylko jeden z nich.',
  },
};

export function problem(code: SignatureProblemCode, detail?: string): SignatureProblem {
  return detail === undefined ? { code, ...TEXTS[code] } : { code, ...TEXTS[code], detail };
}

/** A library's error as a detail: its message, never its stack. */
export function describeError(error: unknown): string {
  // xml-core's XmlError carries a message without extending Error.
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}
