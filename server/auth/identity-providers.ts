import {
  createRemoteJWKSet,
  importSPKI,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  type KeyObject,
} from 'jose';
import type { Config } from '../config';
import { AppError } from '../errors';

/** What a trusted identity provider tells us about the person signing in. */
export interface ExternalIdentity {
  email: string;
  emailVerified: boolean;
  userName?: string;
  firstName?: string;
  lastName?: string;
}

type Key = JWTVerifyGetKey | KeyObject | CryptoKey;
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

async function keyFor(publicKeyPem: string | undefined, jwksUrl: string | undefined): Promise<Key | null> {
  if (publicKeyPem) return importSPKI(publicKeyPem.replace(/\\n/g, '\n'), 'RS256');
  if (!jwksUrl) return null;
  let keySet = remoteKeySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl));
    remoteKeySets.set(jwksUrl, keySet);
  }
  return keySet;
}

function identityFrom(payload: JWTPayload): ExternalIdentity {
  const claim = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : undefined);
  const email = claim('email');
  if (!email) throw new AppError('unauthorized', 'Invalid token');
  return {
    email,
    emailVerified: payload.email_verified !== false,
    userName: claim('preferred_username') ?? claim('nickname'),
    firstName: claim('given_name') ?? claim('name')?.split(' ')[0],
    lastName: claim('family_name') ?? claim('name')?.split(' ').slice(1).join(' '),
  };
}

async function verifyWith(token: string, key: Key | null, issuer?: string, audience?: string) {
  if (!key) throw new AppError('bad_request', 'Third-party sign-in is not configured');
  if (!token) throw new AppError('bad_request', 'Invalid token');
  try {
    const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256'],
      // A provider's token without an expiry would sign anyone in for ever once leaked.
      requiredClaims: ['exp'],
    });
    return identityFrom(payload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unauthorized', 'Invalid token');
  }
}

/** Tokens of the configured single-sign-on provider (SSO_* settings). */
export async function verifySsoToken(config: Config, token: string): Promise<ExternalIdentity> {
  return verifyWith(
    token,
    await keyFor(config.SSO_PUBLIC_KEY, config.SSO_JWKS_URL),
    config.SSO_ISSUER,
    config.SSO_AUDIENCE,
  );
}

/** Firebase ID tokens: issuer and audience are fixed by the project id. */
export async function verifyFirebaseToken(config: Config, idToken: string): Promise<ExternalIdentity> {
  const projectId = config.FIREBASE_PROJECT_ID;
  if (!projectId) throw new AppError('bad_request', 'Firebase sign-in is not configured');
  return verifyWith(
    idToken,
    await keyFor(config.FIREBASE_PUBLIC_KEY, config.FIREBASE_JWKS_URL),
    `https://securetoken.google.com/${projectId}`,
    projectId,
  );
}
