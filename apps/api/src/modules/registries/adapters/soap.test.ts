import { describe, expect, it } from 'vitest';
import {
  child,
  contentTypeParams,
  extractSoapEnvelope,
  parseXml,
  soapBody,
  soapEnvelope,
  SoapFormatError,
  text,
} from './soap.js';

/** REGON's login answer as WCF's MTOM encoder sends it (as recorded by johnzuk/GusApi). */
const ENVELOPE =
  '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
  '<s:Header><a:Action s:mustUnderstand="1">http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/ZalogujResponse</a:Action></s:Header>' +
  '<s:Body><ZalogujResponse xmlns="http://CIS/BIR/PUBL/2014/07"><ZalogujResult>c47xb5n78ppgc9hks85f</ZalogujResult></ZalogujResponse></s:Body>' +
  '</s:Envelope>';
const BOUNDARY = 'uuid:bc087375-9102-48d6-ae2d-c133e8ed89eb+id=8624';
const CONTENT_TYPE =
  `multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; ` +
  `boundary="${BOUNDARY}"; start-info="application/soap+xml"`;
const MULTIPART =
  `--${BOUNDARY}\r\n` +
  'Content-ID: <http://tempuri.org/0>\r\n' +
  'Content-Transfer-Encoding: 8bit\r\n' +
  'Content-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n' +
  '\r\n' +
  `${ENVELOPE}\r\n` +
  `--${BOUNDARY}--\r\n`;

describe('extractSoapEnvelope', () => {
  it('takes the XOP root part out of an MTOM answer', () => {
    expect(extractSoapEnvelope(Buffer.from(MULTIPART), CONTENT_TYPE)).toBe(ENVELOPE);
  });

  it('finds the root part by the start Content-ID among other parts', () => {
    const attachment =
      `--${BOUNDARY}\r\nContent-ID: <http://tempuri.org/1/attachment>\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n\u0000binary\r\n';
    const body = `preamble\r\n${attachment}${MULTIPART}`;
    expect(extractSoapEnvelope(body, CONTENT_TYPE)).toBe(ENVELOPE);
  });

  it('takes the application/xop+xml part when no start is given, with LF line ends', () => {
    const body = MULTIPART.replace(/\r\n/g, '\n');
    const contentType = `multipart/related; type="application/xop+xml"; boundary=${BOUNDARY}`;
    expect(extractSoapEnvelope(body, contentType)).toBe(ENVELOPE);
  });

  it('keeps multi-byte text intact', () => {
    const polish = ENVELOPE.replace('c47xb5n78ppgc9hks85f', 'ZAKŁAD ŁÓDŹ');
    const body = Buffer.from(MULTIPART.replace(ENVELOPE, polish), 'utf8');
    expect(extractSoapEnvelope(body, CONTENT_TYPE)).toContain('ZAKŁAD ŁÓDŹ');
  });

  it('returns a plain XML answer as it is', () => {
    expect(extractSoapEnvelope(`\r\n${ENVELOPE}\r\n`, 'application/soap+xml; charset=utf-8')).toBe(
      ENVELOPE,
    );
    expect(extractSoapEnvelope(ENVELOPE, null)).toBe(ENVELOPE);
  });

  it('refuses a multipart answer without a boundary or without an XOP part', () => {
    expect(() => extractSoapEnvelope(MULTIPART, 'multipart/related; type="x"')).toThrow(
      SoapFormatError,
    );
    const noXop = MULTIPART.replace(
      /Content-Type: application\/xop\+xml[^\r]*/,
      'Content-Type: text/plain',
    );
    expect(() => extractSoapEnvelope(noXop, `multipart/related; boundary="${BOUNDARY}"`)).toThrow(
      SoapFormatError,
    );
  });
});

describe('contentTypeParams', () => {
  it('reads quoted values holding ; and = and unquoted ones', () => {
    expect(
      contentTypeParams(
        'multipart/related; Boundary="a;b=c"; start="<x>"; type=application/xop+xml',
      ),
    ).toEqual({ boundary: 'a;b=c', start: '<x>', type: 'application/xop+xml' });
  });
});

describe('soapEnvelope and soapBody', () => {
  it('builds a SOAP 1.2 envelope with WS-Addressing that reads back', () => {
    const xml = soapEnvelope(
      '<ns:Zaloguj><ns:pKluczUzytkownika>k&amp;</ns:pKluczUzytkownika></ns:Zaloguj>',
      {
        namespaces: { ns: 'http://CIS/BIR/PUBL/2014/07' },
        to: 'https://example.test/svc?a=1&b=2',
        action: 'http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/Zaloguj',
      },
    );
    expect(xml).toContain('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
    expect(xml).toContain('<wsa:To>https://example.test/svc?a=1&amp;b=2</wsa:To>');
    const { body, fault } = soapBody(xml);
    expect(fault).toBeNull();
    expect(text(child(body, 'Zaloguj'), 'pKluczUzytkownika')).toBe('k&');
  });

  it('leaves the header out when there is no addressing', () => {
    expect(soapEnvelope('<x/>')).toContain('<soap:Header/><soap:Body><x/></soap:Body>');
  });

  it('reports a SOAP 1.2 fault reason', () => {
    const xml =
      '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><env:Fault>' +
      '<env:Code><env:Value>env:Receiver</env:Value></env:Code>' +
      '<env:Reason><env:Text xml:lang="en">Internal Error (from server)</env:Text></env:Reason>' +
      '</env:Fault></env:Body></env:Envelope>';
    expect(soapBody(xml).fault).toBe('Internal Error (from server)');
  });

  it('refuses what is not an envelope', () => {
    expect(() => soapBody('<html><body>502 Bad Gateway</body></html>')).toThrow(SoapFormatError);
  });
});

describe('parseXml', () => {
  it('keeps values as strings, decodes character references, arrays on demand', () => {
    const parsed = parseXml(
      '<root>\r\n  <dane><Krs>0000612345</Krs><Nazwa>A &amp; B &#261;</Nazwa><Pusty /></dane>\r\n</root>',
      ['dane'],
    );
    expect(parsed).toEqual({
      root: { dane: [{ Krs: '0000612345', Nazwa: 'A & B ą', Pusty: '' }] },
    });
  });
});
