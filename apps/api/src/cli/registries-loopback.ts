// `npm run registries:loopback [-- --port 4010 --delay 0]`: the loopback registries (REGON, KRS,
// CEIDG, White List, VIES, CRBR answering in their documented formats about a few invented
// companies, apps/api/src/modules/registries/loopback/fixtures.ts), for trying the registry
// features without keys or network. Prints the environment that points the application at it.
import { FIXTURE_COMPANIES, startLoopbackRegistries } from '../modules/registries/index.js';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const loopback = await startLoopbackRegistries({
  port: option('port', 4010),
  delayMs: option('delay', 0),
});
process.stdout.write(
  `Loopback registries at ${loopback.url}. Start the application with:\n\n` +
    Object.entries(loopback.env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' \\\n') +
    ' npm start\n\nCompanies they know (NIP):\n' +
    FIXTURE_COMPANIES.map((c) => `  ${c.nip}  ${c.name}`).join('\n') +
    '\n',
);
