import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryName } from '@aml/shared';
import { ceidgLoopback } from './ceidg.js';
import { crbrLoopback } from './crbr.js';
import { krsLoopback } from './krs.js';
import { regonLoopback } from './regon.js';
import { viesLoopback } from './vies.js';
import { whiteListLoopback } from './white-list.js';

export type LoopbackRequest = {
  method: string;
  /** The path below the registry's prefix, with its query string. */
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
};
export type LoopbackResponse = {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
};
export type LoopbackHandler = (request: LoopbackRequest) => LoopbackResponse;

/** Each registry under its own prefix, answered in its documented format. */
const HANDLERS: Record<RegistryName, { prefix: string; handle: LoopbackHandler }> = {
  regon: { prefix: '/regon', handle: regonLoopback },
  krs: { prefix: '/krs', handle: krsLoopback },
  ceidg: { prefix: '/ceidg', handle: ceidgLoopback },
  white_list: { prefix: '/wl', handle: whiteListLoopback },
  vies: { prefix: '/vies', handle: viesLoopback },
  crbr: { prefix: '/crbr', handle: crbrLoopback },
};

/** The paths the adapters are configured with, below the loopback's address. */
export const LOOPBACK_PATHS: Record<RegistryName, string> = {
  regon: '/regon/wsBIR/UslugaBIRzewnPubl.svc',
  krs: '/krs',
  ceidg: '/ceidg/api/ceidg/v3',
  white_list: '/wl',
  vies: '/vies/taxation_customs/vies/rest-api',
  crbr: '/crbr/uslugiBiznesowe/uslugiESB/AP/ApiPrzegladoweCRBR/2022/12/01',
};

export type LoopbackRegistries = {
  url: string;
  /** The environment that points the application at this server, every registry on. */
  env: Record<string, string>;
  /** Every request received, newest last. */
  requests: Array<{ registry: RegistryName; method: string; path: string }>;
  /** The next `count` requests to `registry` answer `status` (default 500). */
  failNext: (registry: RegistryName, count?: number, status?: number) => void;
  /** The next request to `registry` gets `response` instead (a malformed answer). */
  answerNext: (registry: RegistryName, response: LoopbackResponse) => void;
  /** Answers are held this long (the benchmark's 200 ms registries). */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
};

export async function startLoopbackRegistries(
  options: { delayMs?: number; port?: number } = {},
): Promise<LoopbackRegistries> {
  let delayMs = options.delayMs ?? 0;
  const failures = new Map<RegistryName, Array<number>>();
  const overrides = new Map<RegistryName, LoopbackResponse>();
  const requests: LoopbackRegistries['requests'] = [];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const entry = (
        Object.entries(HANDLERS) as Array<[RegistryName, (typeof HANDLERS)['krs']]>
      ).find(([, handler]) => path.startsWith(`${handler.prefix}/`));
      const answer = (): LoopbackResponse => {
        if (!entry) return { status: 404, body: 'no such registry' };
        const [registry, handler] = entry;
        requests.push({ registry, method: request.method ?? 'GET', path });
        const override = overrides.get(registry);
        if (override) {
          overrides.delete(registry);
          return override;
        }
        const failure = failures.get(registry)?.shift();
        if (failure) return { status: failure, body: `${failure} Internal Server Error` };
        return handler.handle({
          method: request.method ?? 'GET',
          url: new URL(path.slice(handler.prefix.length), 'http://loopback'),
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      };
      setTimeout(() => {
        const { status, headers, body } = answer();
        response.writeHead(status, headers);
        response.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      REGISTRIES: 'regon,krs,ceidg,white_list,vies,crbr',
      REGON_API_URL: `${url}${LOOPBACK_PATHS.regon}`,
      REGON_API_KEY: 'abcde12345abcde12345',
      KRS_API_URL: `${url}${LOOPBACK_PATHS.krs}`,
      CEIDG_API_URL: `${url}${LOOPBACK_PATHS.ceidg}`,
      CEIDG_API_TOKEN: 'loopback-token',
      WHITE_LIST_API_URL: `${url}${LOOPBACK_PATHS.white_list}`,
      VIES_API_URL: `${url}${LOOPBACK_PATHS.vies}`,
      CRBR_API_URL: `${url}${LOOPBACK_PATHS.crbr}`,
    },
    requests,
    failNext(registry, count = 1, status = 500) {
      failures.set(registry, [
        ...(failures.get(registry) ?? []),
        ...Array<number>(count).fill(status),
      ]);
    },
    answerNext(registry, response) {
      overrides.set(registry, response);
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
