import { randomBytes } from 'node:crypto';
import { decodeJwt, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config';
import { hashAccessCode, issueAccessPass, isValidAccessPass } from '../events/credentials';
import { verifyFirebaseToken, verifySsoToken } from './identity-providers';
import { csrfTokenFor, isValidCsrfToken, signAccessToken, type TokenKeys, verifyAccessToken } from './tokens';

const keys: TokenKeys = { secret: new TextEncoder().encode(randomBytes(32).toString('hex')) };

/** A token signed with the server's own key, with whatever claims a forger chooses. */
const forge = (claims: Record<string, unknown>, expiresInSeconds?: number) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (expiresInSeconds !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  return jwt.sign(keys.secret);
};

describe('access tokens', () => {
  it('remembers a checked token only until it expires, and never a tampered copy', async () => {
    vi.useFakeTimers();
    try {
      const claims = { userId: 8, roles: [], eventSlug: 'demo', sessionVersion: 0 };
      const token = await signAccessToken(keys, claims, 60);
      expect((await verifyAccessToken(keys, token)).userId).toBe(8);
      const [header, payload, signature] = token.split('.');
      const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'B' : 'A'}A`;
      await expect(verifyAccessToken(keys, tampered)).rejects.toThrow('invalid token');
      expect((await verifyAccessToken(keys, token)).userId).toBe(8);
      vi.advanceTimersByTime(61_000);
      await expect(verifyAccessToken(keys, token)).rejects.toThrow('token is expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('round-trips the claims, session version included', async () => {
    const token = await signAccessToken(keys, {
      userId: 7,
      roles: ['ss_user'],
      eventSlug: 'demo',
      sessionVersion: 3,
      sessionId: 'family',
    });
    expect(await verifyAccessToken(keys, token)).toEqual({
      userId: 7,
      roles: ['ss_user'],
      eventSlug: 'demo',
      sessionVersion: 3,
      sessionId: 'family',
    });
  });

  it('refuses a token without an expiry', async () => {
    const forever = await forge({ sub: '7', sv: 0, roles: [] });
    await expect(verifyAccessToken(keys, forever)).rejects.toMatchObject({ message: 'invalid token' });
    expect(await verifyAccessToken(keys, await forge({ sub: '7', sv: 0, roles: [] }, 60))).toMatchObject({
      userId: 7,
    });
  });

  it('refuses a token without a session version', async () => {
    await expect(verifyAccessToken(keys, await forge({ sub: '7', roles: [] }, 60))).rejects.toMatchObject({
      message: 'invalid token',
    });
  });

  it("says 'token is expired' only for an expired token", async () => {
    const expired = await forge({ sub: '7', sv: 0 }, -10);
    await expect(verifyAccessToken(keys, expired)).rejects.toMatchObject({ message: 'token is expired' });
  });
});

describe('access passes', () => {
  const codeHash = hashAccessCode(1, 'SESAME');

  const forgeWithoutExpiry = (code: unknown) =>
    new SignJWT({ code })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('event:1')
      .setAudience('showcase-access-pass')
      .sign(keys.secret);

  it('refuses a pass without an expiry', async () => {
    const issued = await issueAccessPass(keys, 1, codeHash, new Date(Date.now() + 60_000));
    expect(await isValidAccessPass(keys, issued, 1, codeHash)).toBe(true);
    const { code } = decodeJwt(issued);
    expect(await isValidAccessPass(keys, await forgeWithoutExpiry(code), 1, codeHash)).toBe(false);
  });

  it('says nothing of the code it was issued for: no part of the code hash is in it', async () => {
    const issued = await issueAccessPass(keys, 1, codeHash, new Date(Date.now() + 60_000));
    const { code } = decodeJwt(issued);
    expect(typeof code).toBe('string');
    expect(codeHash).not.toContain(String(code).slice(0, 8));
    // A pass carrying the code's plain hash, as passes once did, proves nothing.
    const plain = await new SignJWT({ code: codeHash.slice(0, 16) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('event:1')
      .setAudience('showcase-access-pass')
      .setExpirationTime('1m')
      .sign(keys.secret);
    expect(await isValidAccessPass(keys, plain, 1, codeHash)).toBe(false);
  });
});

describe('identity provider tokens', () => {
  it('refuses single-sign-on and Firebase tokens without an expiry', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    const config = testConfig({
      SSO_PUBLIC_KEY: pem,
      SSO_ISSUER: 'https://idp.example.test',
      SSO_AUDIENCE: 'showcase',
      FIREBASE_PROJECT_ID: 'demo-project',
      FIREBASE_PUBLIC_KEY: pem,
    });
    const sign = (issuer: string, audience: string, expires: boolean) => {
      const jwt = new SignJWT({ email: 'idp.user@example.test', email_verified: true })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(issuer)
        .setAudience(audience);
      if (expires) jwt.setExpirationTime('5m');
      return jwt.sign(privateKey);
    };
    const firebaseIssuer = 'https://securetoken.google.com/demo-project';

    await expect(
      verifySsoToken(config, await sign('https://idp.example.test', 'showcase', false)),
    ).rejects.toMatchObject({
      message: 'Invalid token',
    });
    await expect(
      verifyFirebaseToken(config, await sign(firebaseIssuer, 'demo-project', false)),
    ).rejects.toMatchObject({
      message: 'Invalid token',
    });
    expect(
      await verifySsoToken(config, await sign('https://idp.example.test', 'showcase', true)),
    ).toMatchObject({
      email: 'idp.user@example.test',
    });
    expect(await verifyFirebaseToken(config, await sign(firebaseIssuer, 'demo-project', true))).toMatchObject(
      {
        email: 'idp.user@example.test',
      },
    );
  });
});

describe('CSRF tokens', () => {
  it('accept only the token of the same session', () => {
    const token = csrfTokenFor(keys, 'family-a');
    expect(isValidCsrfToken(keys, 'family-a', token)).toBe(true);
    expect(isValidCsrfToken(keys, 'family-b', token)).toBe(false);
    expect(isValidCsrfToken(keys, 'family-a', undefined)).toBe(false);
    expect(isValidCsrfToken(keys, undefined, token)).toBe(false);
    const otherKeys: TokenKeys = { secret: new TextEncoder().encode('y'.repeat(64)) };
    expect(isValidCsrfToken(otherKeys, 'family-a', token)).toBe(false);
  });
});
