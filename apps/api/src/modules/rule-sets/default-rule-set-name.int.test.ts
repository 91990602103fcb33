import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp, verifyEmailOf } from '../../test/test-app.js';
import { defaultRuleSetName } from './rule-sets.service.js';

const env = useTestApp();

/** A user of `language` working in a team they created; answers their auth headers. */
async function teamCreatedBy(language?: 'en' | 'pl') {
  const email = uniqueEmail();
  const password = 'correct-horse-1';
  const registered = await env.call('POST', '/int/user', undefined, {
    email,
    password,
    ...(language ? { language } : {}),
  });
  expect(registered.statusCode).toBe(201);
  await verifyEmailOf(env.t.app, email);
  const token = (await env.call('POST', '/int/login', undefined, { email, password })).json().token;
  const headers = { authorization: `Bearer ${token}` };
  const team = (await env.call('POST', '/int/teams', headers, { name: 'Kantor' })).json().code;
  await env.call('POST', '/int/teams/change', headers, { code: team });
  return headers;
}

const defaultSetName = async (headers: { authorization: string }) =>
  (await env.call('GET', '/int/rule-sets', headers)).json().items[0].name as string;

describe('the default rule set of a new team', () => {
  it("is named in the language of the team's creator", async () => {
    expect(await defaultSetName(await teamCreatedBy('pl'))).toBe('Domyślny zestaw reguł');
    expect(await defaultSetName(await teamCreatedBy('en'))).toBe('Default rule set');
    // No language chosen at registration: the application's default, English.
    expect(await defaultSetName(await teamCreatedBy())).toBe('Default rule set');
  });

  it('is named in both languages when the team has no creator to take one from', () => {
    expect(defaultRuleSetName(null)).toBe('Default rule set / Domyślny zestaw reguł');
  });
});
