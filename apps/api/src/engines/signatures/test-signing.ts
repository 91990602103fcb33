/**
 * Test-only signers: a self-signed certificate, and XAdES, CAdES and PAdES files signed with it,
 * so tests of the engine (and of the modules that accept signed files) need no fixture files.
 * Never loaded by the server.
 */
import type { webcrypto } from 'node:crypto';
import { loadPki } from './pki.js';
import { parseXml } from './xml-content.js';
import { loadXmlLibraries } from './xml-libraries.js';

export type TestSigner = {
  /** The certificate, DER. */
  certificate: Uint8Array;
  privateKey: webcrypto.CryptoKey;
  keyAlgorithm: 'RSA' | 'ECDSA';
};

export type TestCertificateOptions = {
  keyAlgorithm?: 'RSA' | 'ECDSA';
  commonName?: string;
  /** The subject's serialNumber attribute (2.5.4.5), where Polish certificates put the PESEL. */
  serialNumber?: string;
  /** organizationIdentifier (2.5.4.97), where seals put the NIP (VATPL-…). */
  organizationIdentifier?: string;
  /** Adds qcStatements with QcCompliance, as a qualified certificate has. */
  qualified?: boolean;
  notBefore?: Date;
  notAfter?: Date;
};

export type TestSigningOptions = { signingTime?: Date };

const KEY_ALGORITHMS = {
  RSA: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  ECDSA: { name: 'ECDSA', namedCurve: 'P-256' },
} as const;
const XML_SIGNING_ALGORITHMS = {
  RSA: { name: 'RSASSA-PKCS1-v1_5' },
  ECDSA: { name: 'ECDSA', hash: 'SHA-256' },
} as const;
const OID = {
  commonName: '2.5.4.3',
  serialNumber: '2.5.4.5',
  country: '2.5.4.6',
  organizationIdentifier: '2.5.4.97',
  qcStatements: '1.3.6.1.5.5.7.1.3',
  qcCompliance: '0.4.0.1862.1.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};
/** Room for the CMS in a PDF's /Contents: a 2048-bit signature and its certificate fit easily. */
const PDF_CONTENTS_BYTES = 8192;

export async function makeTestCertificate(
  options: TestCertificateOptions = {},
): Promise<TestSigner> {
  const { pkijs, asn1js, engine } = await loadPki();
  const keyAlgorithm = options.keyAlgorithm ?? 'RSA';
  const keys = (await globalThis.crypto.subtle.generateKey(KEY_ALGORITHMS[keyAlgorithm], true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = globalThis.crypto.getRandomValues(new Uint8Array(8));
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01; // positive, and no leading zero byte
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial });
  const attributes: [string, string][] = [[OID.country, 'PL']];
  if (options.organizationIdentifier !== undefined) {
    attributes.push([OID.organizationIdentifier, options.organizationIdentifier]);
  }
  if (options.serialNumber !== undefined) attributes.push([OID.serialNumber, options.serialNumber]);
  attributes.push([OID.commonName, options.commonName ?? 'Jan Testowy']);
  for (const name of [certificate.subject, certificate.issuer]) {
    for (const [type, value] of attributes) {
      const asn1Value =
        type === OID.commonName
          ? new asn1js.Utf8String({ value })
          : new asn1js.PrintableString({ value });
      name.typesAndValues.push(new pkijs.AttributeTypeAndValue({ type, value: asn1Value }));
    }
  }
  certificate.notBefore.value = options.notBefore ?? new Date('2024-01-01T00:00:00Z');
  certificate.notAfter.value = options.notAfter ?? new Date('2049-12-31T00:00:00Z');
  if (options.qualified === true) {
    const statements = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.qcCompliance })] }),
      ],
    });
    certificate.extensions = [
      new pkijs.Extension({ extnID: OID.qcStatements, extnValue: statements.toBER(false) }),
    ];
  }
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey as never, engine);
  await certificate.sign(keys.privateKey as never, 'SHA-256', engine);
  return {
    certificate: new Uint8Array(certificate.toSchema(true).toBER(false)),
    privateKey: keys.privateKey,
    keyAlgorithm,
  };
}

/** An enveloped XAdES-BES, as Szafir or proCertum make one: the signature inside the root. */
export async function signXadesEnveloped(
  xml: string,
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<string> {
  const libraries = await loadXmlLibraries();
  const doc = parseXml(libraries, xml);
  const signedXml = new libraries.xadesjs.SignedXml();
  await signedXml.Sign(
    XML_SIGNING_ALGORITHMS[signer.keyAlgorithm],
    signer.privateKey as never,
    doc as never,
    {
      ...xadesOptions(signer, options),
      references: [{ hash: 'SHA-256', transforms: ['enveloped', 'c14n'], uri: '' }],
    },
  );
  doc.documentElement?.appendChild(signedXml.GetXml() as never);
  return new libraries.xmldom.XMLSerializer().serializeToString(doc);
}

/** An enveloping XAdES: the document inside the signature's ds:Object. */
export async function signXadesEnveloping(
  xml: string,
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<string> {
  const libraries = await loadXmlLibraries();
  const holder = parseXml(
    libraries,
    `<ds:Object xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="document"/>`,
  );
  const root = parseXml(libraries, xml).documentElement;
  if (root === null) throw new Error('the XML has no root element');
  holder.documentElement?.appendChild(holder.importNode(root, true));
  const object = new libraries.xmldsigjs.DataObject();
  object.LoadXml(holder.documentElement as never);
  const signedXml = new libraries.xadesjs.SignedXml();
  signedXml.XmlSignature.ObjectList.Add(object);
  // xmldsigjs copies the namespaces of the data it is given onto the objects it digests, which
  // a verifier does not: hand it an element with none.
  const data = parseXml(libraries, '<unused/>');
  await signedXml.Sign(
    XML_SIGNING_ALGORITHMS[signer.keyAlgorithm],
    signer.privateKey as never,
    data as never,
    {
      ...xadesOptions(signer, options),
      references: [{ hash: 'SHA-256', transforms: ['c14n'], uri: '#document' }],
    },
  );
  return signedXml.toString();
}

/** A detached XAdES: the signature file names the document, which stays a file of its own. */
export async function signXadesDetached(
  content: Uint8Array,
  fileName: string,
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<string> {
  const { xadesjs } = await loadXmlLibraries();
  const signedXml = new xadesjs.SignedXml();
  await signedXml.Sign(
    XML_SIGNING_ALGORITHMS[signer.keyAlgorithm],
    signer.privateKey as never,
    // Typed against the DOM's ArrayBuffer views, which the e2e project's DOM library narrows.
    content as never,
    {
      ...xadesOptions(signer, options),
      references: [{ hash: 'SHA-256', uri: fileName }],
    },
  );
  return signedXml.toString();
}

/** A CAdES-BES with the content inside (.p7m), DER. */
export function signCadesAttached(
  content: Uint8Array,
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<Uint8Array> {
  return signCms(content, signer, true, options.signingTime);
}

/** A CAdES-BES without the content (.p7s), DER. */
export function signCadesDetached(
  content: Uint8Array,
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<Uint8Array> {
  return signCms(content, signer, false, options.signingTime);
}

/**
 * A one-page PDF signed as PAdES-B (ETSI.CAdES.detached): the CMS signs the whole file but the
 * /Contents hole, and the signing time is in the signature dictionary's /M.
 */
export async function signPades(
  signer: TestSigner,
  options: TestSigningOptions = {},
): Promise<Uint8Array> {
  const time = options.signingTime ?? new Date();
  const placeholder = '0'.repeat(PDF_CONTENTS_BYTES * 2);
  const rangeWidth = 10;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /Widget /FT /Sig /Rect [0 0 0 0] /F 132 /T (Podpis1) /V 5 0 R /P 3 0 R >>',
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /M (${pdfDate(time)}) ` +
      `/ByteRange [0 ${'0'.repeat(rangeWidth)} ${'0'.repeat(rangeWidth)} ${'0'.repeat(rangeWidth)}] ` +
      `/Contents <${placeholder}> >>`,
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

  const holeStart = pdf.indexOf(`<${placeholder}>`);
  const holeEnd = holeStart + placeholder.length + 2;
  const range = [holeStart, holeEnd, pdf.length - holeEnd].map((value) =>
    String(value).padEnd(rangeWidth, ' '),
  );
  pdf = pdf.replace(/\/ByteRange \[0 0+ 0+ 0+\]/, `/ByteRange [0 ${range.join(' ')}]`);
  const bytes = new Uint8Array(Buffer.from(pdf, 'latin1'));
  const signed = new Uint8Array(bytes.length - (holeEnd - holeStart));
  signed.set(bytes.subarray(0, holeStart));
  signed.set(bytes.subarray(holeEnd), holeStart);
  const cms = await signCms(signed, signer, false, undefined);
  const hex = Buffer.from(cms).toString('hex').toUpperCase().padEnd(placeholder.length, '0');
  bytes.set(Buffer.from(hex, 'latin1'), holeStart + 1);
  return bytes;
}

function xadesOptions(signer: TestSigner, options: TestSigningOptions) {
  const certificate = Buffer.from(signer.certificate).toString('base64');
  return {
    x509: [certificate],
    signingCertificate: certificate,
    signingTime: { value: options.signingTime ?? new Date() },
  };
}

async function signCms(
  content: Uint8Array,
  signer: TestSigner,
  attached: boolean,
  signingTime: Date | undefined,
): Promise<Uint8Array> {
  const { pkijs, asn1js, engine } = await loadPki();
  // Copies: a project compiled with the DOM library takes only views of an ArrayBuffer.
  const certificate = pkijs.Certificate.fromBER(new Uint8Array(signer.certificate));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(content));
  const certificateHash = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new Uint8Array(signer.certificate),
  );
  const attribute = (type: string, value: InstanceType<typeof asn1js.BaseBlock>) =>
    new pkijs.Attribute({ type, values: [value] });
  const attributes = [
    attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
    attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: digest })),
    // ESS signing-certificate-v2: SigningCertificateV2 { certs: [ESSCertIDv2 { certHash }] }.
    attribute(
      OID.signingCertificateV2,
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({
                value: [new asn1js.OctetString({ valueHex: certificateHash })],
              }),
            ],
          }),
        ],
      }),
    ),
  ];
  if (signingTime !== undefined) {
    attributes.push(attribute(OID.signingTime, new asn1js.UTCTime({ valueDate: signingTime })));
  }
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.data,
      ...(attached ? { eContent: new asn1js.OctetString({ valueHex: content }) } : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(signer.privateKey as never, 0, 'SHA-256', undefined, engine);
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/** D:YYYYMMDDHHmmSSZ, the PDF date format, in UTC. */
function pdfDate(time: Date): string {
  return `D:${time.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
