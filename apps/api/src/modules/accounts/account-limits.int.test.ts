import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service.js';
import { uniqueEmail, useTestApp } from '../../test/test-app.js';

const env = useTestApp();

/**
 * The limits of the public account routes, each at its boundary: the limit's last call still
 * answers as usual, the next is refused with 429, and another address or account is not
 * held back. The limits' values are the product's choice (rate-limit.service.ts); what is
 * tested is that each is enforced, exactly.
 */
const post = (url: string, payload: object, ip: string) =>
  env.t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** Calls `call` `times` times; answers their status codes. */
async function statuses(times: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await call(i)).statusCode);
  return codes;
}

describe('limits of the public account routes', () => {
  it('registers as many accounts from one address as the hourly limit allows', async () => {
    const { limit } = RATE_LIMITS.registerPerIp;
    const register = (ip: string) =>
      post('/int/user', { email: uniqueEmail('limit'), password: 'Zielony-Parasol-1987' }, ip);
    const codes = await statuses(limit, () => register('198.51.100.1'));
    expect(codes).toEqual(Array(limit).fill(201));
    const refused = await register('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('198.51.100.2')).statusCode).toBe(201);
  });

  it('sends password-reset mail to one account as often as its limit allows, from any address', async () => {
    const { limit } = RATE_LIMITS.resetPerAccount;
    const email = uniqueEmail('reset');
    const reset = (ip: string, address = email) =>
      post('/int/user/password/send-reset-email', { email: address }, ip);
    const codes = await statuses(limit, (i) => reset(`198.51.100.${10 + i}`));
    expect(codes).toEqual(Array(limit).fill(200));
    expect((await reset('198.51.100.99')).statusCode).toBe(429);
    expect((await reset('198.51.100.99', uniqueEmail('reset'))).statusCode).toBe(200);
  });

  it('sends password-reset mail from one address as often as its limit allows, to any account', async () => {
    const { limit } = RATE_LIMITS.resetPerIp;
    const reset = (ip: string) =>
      post('/int/user/password/send-reset-email', { email: uniqueEmail('reset') }, ip);
    const codes = await statuses(limit, () => reset('198.51.100.3'));
    expect(codes).toEqual(Array(limit).fill(200));
    expect((await reset('198.51.100.3')).statusCode).toBe(429);
    expect((await reset('198.51.100.4')).statusCode).toBe(200);
  });

  it('sends verification mail to one account as often as its limit allows, from any address', async () => {
    const { limit } = RATE_LIMITS.verificationMailPerAccount;
    const email = uniqueEmail('verify');
    const resend = (ip: string, address = email) =>
      post('/int/users/email/verification-resend-email', { email: address }, ip);
    const codes = await statuses(limit, (i) => resend(`198.51.100.${40 + i}`));
    expect(codes).toEqual(Array(limit).fill(200));
    expect((await resend('198.51.100.98')).statusCode).toBe(429);
    expect((await resend('198.51.100.98', uniqueEmail('verify'))).statusCode).toBe(200);
  });

  it('sends verification mail from one address as often as its limit allows, to any account', async () => {
    const { limit } = RATE_LIMITS.verificationMailPerIp;
    const resend = (ip: string) =>
      post('/int/users/email/verification-resend-email', { email: uniqueEmail('verify') }, ip);
    const codes = await statuses(limit, () => resend('198.51.100.5'));
    expect(codes).toEqual(Array(limit).fill(200));
    expect((await resend('198.51.100.5')).statusCode).toBe(429);
    expect((await resend('198.51.100.6')).statusCode).toBe(200);
  });
});
