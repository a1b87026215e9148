import type { SwaggerTransform } from '@fastify/swagger';
import { scopeNeeded } from './scopes';

/** The OpenAPI document's security schemes: the session JWT and the API tokens, both bearer headers. */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A signed-in session' },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sc_pat_… or sc_evt_…',
    description:
      'An API token (docs/integrations.md#api-tokens): personal (sc_pat_) or event (sc_evt_), limited ' +
      'to its scopes. Each operation names the scope it needs in x-api-token-scope.',
  },
} as const;

/**
 * Marks each operation with who may call it: a session, and an API token with the scope the route needs
 * (server/api-tokens/scopes.ts), or a session only. Calls open to anonymous visitors still work without
 * either; the empty requirement says so.
 */
export function withTokenSecurity(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const out = transform(input);
    const methods = [input.route.method].flat().map(String);
    const method = methods.find((name) => name !== 'HEAD') ?? methods[0] ?? 'GET';
    const scope = scopeNeeded(method, input.url);
    const security: Record<string, string[]>[] = scope
      ? [{ bearer: [] }, { apiToken: [] }, {}]
      : [{ bearer: [] }, {}];
    return { ...out, schema: { ...out.schema, security, 'x-api-token-scope': scope ?? 'none' } };
  };
}
