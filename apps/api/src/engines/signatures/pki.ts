import type * as Asn1js from 'asn1js';
import type * as Pkijs from 'pkijs';

export type Pki = { pkijs: typeof Pkijs; asn1js: typeof Asn1js; engine: Pkijs.CryptoEngine };

let loading: Promise<Pki> | undefined;

/** pkijs and asn1js, loaded on the first verification: the API's cold start must not pay for them. */
export function loadPki(): Promise<Pki> {
  loading ??= (async () => {
    const [pkijs, asn1js] = await Promise.all([import('pkijs'), import('asn1js')]);
    // Every pkijs call gets this engine explicitly: pkijs keeps its default engine in one
    // process-wide slot that each pkijs copy overwrites when it loads (xmldsigjs brings pkijs 3).
    const engine = new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto });
    return { pkijs, asn1js, engine };
  })();
  return loading;
}
