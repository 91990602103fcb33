import type * as Xmldom from '@xmldom/xmldom';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Xadesjs from 'xadesjs';
import type * as Xmldsigjs from 'xmldsigjs';

export type XmlLibraries = {
  xadesjs: typeof Xadesjs;
  xmldsigjs: typeof Xmldsigjs;
  xmldom: typeof Xmldom;
};

type XmlCore = { setNodeDependencies(dependencies: Record<string, unknown>): void };

let loading: Promise<XmlLibraries> | undefined;

/** xadesjs, xmldsigjs and xmldom, ready to use; loaded on the first XML signature only. */
export function loadXmlLibraries(): Promise<XmlLibraries> {
  loading ??= load();
  return loading;
}

async function load(): Promise<XmlLibraries> {
  const [xadesjs, xmldsigjs, xmldom] = await Promise.all([
    import('xadesjs'),
    import('xmldsigjs'),
    import('@xmldom/xmldom'),
  ]);
  // xml-core, which parses and serialises for both libraries, finds no DOM in Node until one is
  // registered; and npm installs a copy of it under each library, so both copies need it.
  for (const owner of ['xadesjs', 'xmldsigjs']) {
    const xmlCore = await importXmlCoreOf(owner);
    xmlCore.setNodeDependencies({
      DOMParser: xmldom.DOMParser,
      XMLSerializer: xmldom.XMLSerializer,
    });
  }
  // setEngine writes a `name` property onto the object it gets: give it a view of WebCrypto
  // rather than the process's own crypto object.
  const webcrypto = globalThis.crypto;
  xadesjs.Application.setEngine('webcrypto', {
    subtle: webcrypto.subtle,
    getRandomValues: webcrypto.getRandomValues.bind(webcrypto),
    randomUUID: webcrypto.randomUUID.bind(webcrypto),
  });
  return { xadesjs, xmldsigjs, xmldom };
}

/** The xml-core module `owner` itself imports, wherever npm put it (nested or hoisted). */
async function importXmlCoreOf(owner: string): Promise<XmlCore> {
  const ownRequire = createRequire(import.meta.url);
  const ownerRequire = createRequire(ownRequire.resolve(`${owner}/package.json`));
  const manifestPath = ownerRequire.resolve('xml-core/package.json');
  const manifest = ownerRequire('xml-core/package.json') as {
    exports: { '.': { import: string } };
  };
  const entry = join(dirname(manifestPath), manifest.exports['.'].import);
  return (await import(pathToFileURL(entry).href)) as XmlCore;
}
