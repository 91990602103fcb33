import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.js';

afterEach(() => vi.restoreAllMocks());

describe('the server log', () => {
  it('is written in lines for people with LOG_FORMAT=pretty, and as JSON by default', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const pretty = await createTestApp({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' } });
    pretty.app.log.info({ source: 'un' }, 'Sanctions list downloaded');
    await pretty.close();
    const json = await createTestApp({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    json.app.log.info({ source: 'un' }, 'Sanctions list downloaded');
    await json.close();
    const lines = written.filter((text) => text.includes('Sanctions list downloaded'));
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}Sanctions list downloaded source=un\n$/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 30, source: 'un' });
  });
});
