import type { startSmtpSink } from '../../apps/api/src/test/smtp-sink.js';
import type { RunningServer } from './server.js';
import { confirmEmail } from './session.js';

/**
 * Calls the API of the server at `baseUrl` as a signed-in user would, outside the browser, to
 * set up the records a browser test looks at. A refusal fails the test with the server's answer.
 */
export function apiClient(
  baseUrl: string,
  env: { server: RunningServer; smtp: Awaited<ReturnType<typeof startSmtpSink>> },
) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: object,
    token?: string,
  ): Promise<T> => {
    const response = await fetch(`${baseUrl}/int${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as T;
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer;
  };
  return {
    call,
    /** A new account, its address confirmed, signed in: its bearer token. */
    signUp: async (email: string, password: string): Promise<string> => {
      await call('POST', '/user', { email, password });
      await confirmEmail(env, email);
      const { token } = await call<{ token: string }>('POST', '/login', { email, password });
      return token;
    },
    /** A company customer with a valid NIP: its party's code. */
    company: async (token: string, name: string): Promise<string> => {
      const { party } = await call<{ party: { code: string } }>(
        'POST',
        '/parties',
        { type: 'company', name, tax_id: '5261040828' },
        token,
      );
      return party.code;
    },
  };
}
