/**
 * The consent step of the authorization server, for the store's page at /oauth/consent (the provider's interaction
 * URL). The page holds the user's platform session (the login page's session: password rules, captcha and lockout
 * unchanged) and calls these two routes, under the interaction cookie's path so the provider finds its interaction:
 * - GET  /oauth/consent/api/details?uid=…  which client asks, for which scopes, on whose behalf, remembered or not;
 * - POST /oauth/consent/api/confirm {uid, approve, remember}  finishes the interaction as this user (login and
 *   consent in one), records the consent (audited: the trail shows who let which agent do what) and answers where
 *   the browser goes next (back to the provider, which redirects to the client with the code and `iss`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../context.ts';
import type { Caller } from '../context.ts';
import { authenticate } from '../auth/sessions.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { withAuditContext } from '../audit/context.ts';
import { loadSettings } from './settings.ts';
import { CONSENT_PATH, mcpResource, providerFor } from './provider.ts';
import { issuerOf } from './routes.ts';
import { OIDC_SCOPES } from './scopes.ts';

const gone = () => new ApiError(400, 'OAUTH_INTERACTION_GONE', 'OAUTH_INTERACTION_GONE');
const disabled = () => new ApiError(503, 'OAUTH_DISABLED', 'OAUTH_DISABLED');

async function caller(deps: Deps, req: FastifyRequest): Promise<Caller> {
  const header = req.headers.ticket;
  const ticket = Array.isArray(header) ? header[0] : header;
  if (!ticket) throw unauthorized();
  return authenticate(deps, ticket);
}

async function interaction(deps: Deps, req: FastifyRequest, reply: FastifyReply) {
  const settings = await loadSettings(deps.db);
  if (!settings.enabled) throw disabled();
  const provider = await providerFor(deps, issuerOf(deps, req), settings);
  const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => {
    throw gone();
  });
  const client = await provider.Client.find(String(details.params.client_id));
  if (!client) throw gone();
  const requested = String(details.params.scope ?? '')
    .split(' ')
    .filter(Boolean);
  // what the user is asked for: the scopes the admin lets exist, plus OpenID's own
  const scopes = requested.filter(
    (s) => (OIDC_SCOPES as readonly string[]).includes(s) || (settings.scopes as string[]).includes(s),
  );
  const agentScopes = scopes.filter((s) => !(OIDC_SCOPES as readonly string[]).includes(s));
  // a client that asks no agent scope gets all the admin allows (what the MCP resource offers)
  return {
    provider,
    details,
    client,
    settings,
    scopes,
    agentScopes: agentScopes.length ? agentScopes : (settings.scopes as string[]),
  };
}

/** the consent page's answer: validated by the route's schema (http/validation.ts, no coercion), so typed here */
interface ConfirmBody {
  approve?: boolean;
  remember?: boolean;
}
const CONFIRM_BODY = {
  type: 'object',
  properties: { approve: { type: 'boolean' }, remember: { type: 'boolean' } },
} as const;

export function registerConsentRoutes(app: FastifyInstance, deps: Deps) {
  app.get(`${CONSENT_PATH}/api/details`, async (req, reply) => {
    const user = await caller(deps, req);
    const { client, scopes, agentScopes, details } = await interaction(deps, req, reply);
    const kept = await deps.db
      .selectFrom('oauth_consents')
      .select(['scopes', 'remember'])
      .where('user_id', '=', user.user_id)
      .where('client_id', '=', client.clientId)
      .executeTakeFirst();
    const keptScopes = kept
      ? ((typeof kept.scopes === 'string' ? JSON.parse(kept.scopes) : kept.scopes) as string[])
      : [];
    return ok(req, {
      client: {
        client_id: client.clientId,
        client_name: client.clientName ?? null,
        client_uri: client.clientUri ?? null,
        logo_uri: client.logoUri ?? null,
        redirect_uri: client.redirectUris?.[0] ?? null,
      },
      user: { user_id: user.user_id, user_name: user.user_name },
      scopes: [...new Set([...scopes.filter((s) => s !== 'offline_access' && s !== 'openid'), ...agentScopes])],
      prompt: { name: details.prompt.name, reasons: details.prompt.reasons, details: details.prompt.details },
      remembered: !!kept?.remember && agentScopes.every((s) => keptScopes.includes(s)),
    });
  });

  app.post<{ Body: ConfirmBody }>(
    `${CONSENT_PATH}/api/confirm`,
    { schema: { body: CONFIRM_BODY } },
    async (req, reply) => {
      const user = await caller(deps, req);
      const { body } = req;
      const { provider, details, client, scopes, agentScopes } = await interaction(deps, req, reply);
      if (body.approve !== true) {
        const to = await provider.interactionResult(
          req.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'the user did not allow this application' },
          { mergeWithLastSubmission: false },
        );
        return ok(req, { redirect_to: to });
      }
      const accountId = String(user.user_id);
      const issuer = issuerOf(deps, req);
      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      // the provider knows the agent scopes too (they are in its scopes, for discovery): granted for the user's
      // identity as asked, and for the resource (the MCP endpoint), where the access token carries them
      if (scopes.length) grant.addOIDCScope(scopes.join(' '));
      const asked = details.params.resource;
      const resources = (Array.isArray(asked) ? asked : asked ? [asked] : [mcpResource(issuer)]).map(String);
      for (const r of resources) grant.addResourceScope(r, agentScopes.join(' '));
      const grantId = await grant.save();
      const at = deps.now();
      // the consent is a change the user made: on the audit trail as theirs
      await withAuditContext(
        {
          user_id: user.user_id,
          user_name: user.user_name,
          user_type: user.user_type,
          ip: req.ip,
          request_id: String(req.id),
          operation_id: 'oauthConsent',
          at: at.toISOString(),
          via_agent: null,
        },
        () =>
          deps.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('oauth_consents')
              .values({
                user_id: user.user_id,
                client_id: client.clientId,
                client_name: client.clientName ?? null,
                scopes: JSON.stringify(agentScopes),
                remember: body.remember === true,
                grant_id: grantId,
                updated_at: at,
              })
              .onConflict((oc) =>
                oc.columns(['user_id', 'client_id']).doUpdateSet({
                  scopes: JSON.stringify(agentScopes),
                  remember: body.remember === true,
                  grant_id: grantId,
                  client_name: client.clientName ?? null,
                  updated_at: at,
                }),
              )
              .execute();
          }),
      );
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return ok(req, { redirect_to: to });
    },
  );
}
