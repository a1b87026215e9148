import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { claimsOf, isEventSwitch, isExpiringWithin } from './token-claims';

const token = (expiresInSeconds: number, issuer = 'demo') =>
  new SignJWT({ roles: ['ss_user'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode('x'.repeat(32)));

describe('token claims', () => {
  it('reads roles and issuer', async () => {
    expect(claimsOf(await token(60))).toMatchObject({ iss: 'demo', roles: ['ss_user'] });
    expect(claimsOf('garbage')).toEqual({ roles: [] });
  });

  it('reports expiry within N minutes', async () => {
    expect(isExpiringWithin(await token(4 * 60), 5)).toBe(true);
    expect(isExpiringWithin(await token(10 * 60), 5)).toBe(false);
    expect(isExpiringWithin('garbage', 5)).toBe(true);
  });

  it('detects an event switch from the issuer', async () => {
    const demo = await token(600, 'demo');
    expect(isEventSwitch(demo, 'demo')).toBe(false);
    expect(isEventSwitch(demo, 'fair')).toBe(true);
    expect(isEventSwitch(demo, null)).toBe(false);
  });
});
