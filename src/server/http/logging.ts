/** Structured request logs that never carry passwords, tickets or tokens (headers, bodies or query strings). */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|sso_token|ticket|SSO_ACCESS_TOKEN|auth_code|password)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export const loggerOptions = (level: string) => ({
  level,
  redact: { paths: ['req.headers.ticket', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
  serializers: {
    req(req: FastifyRequest) {
      return { id: req.id, method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
    },
  },
});
