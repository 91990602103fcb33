import { createServer, type Server } from 'node:http';

/**
 * NBP's web API as it answers, on loopback: table A for every working day of the asked range
 * (Monday to Friday), and NBP's own 404 when a range has no table. The rates are fixed.
 */
export async function startNbpFake(rates: Record<string, number>) {
  const server: Server = createServer((request, response) => {
    const match = /\/exchangerates\/tables\/A\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/?/.exec(
      request.url ?? '',
    );
    const tables = [];
    if (match) {
      for (let day = new Date(`${match[1]}T00:00:00Z`); day <= new Date(`${match[2]}T00:00:00Z`);) {
        const weekday = day.getUTCDay();
        if (weekday !== 0 && weekday !== 6) {
          tables.push({
            table: 'A',
            no: `${tables.length + 1}/A/NBP/${day.getUTCFullYear()}`,
            effectiveDate: day.toISOString().slice(0, 10),
            rates: Object.entries(rates).map(([code, mid]) => ({ currency: code, code, mid })),
          });
        }
        day = new Date(day.getTime() + 86_400_000);
      }
    }
    if (tables.length === 0) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('404 NotFound - Not Found - Brak danych');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(tables));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
