import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { TokenKeys } from './tokens';

/**
 * The signing secret: JWT_SECRET when configured (required when several servers share a database),
 * else one generated once and kept in DATA_DIR so sessions survive restarts of a single server.
 */
export function loadTokenKeys(config: Config): TokenKeys {
  if (config.JWT_SECRET) return { secret: new TextEncoder().encode(config.JWT_SECRET) };
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return { secret: new TextEncoder().encode(readFileSync(file, 'utf8').trim()) };
}
