/** Sign-in methods besides the password: what this installation offers (OIDC, workplace chat, domain accounts). */
import type { Handlers } from '../context.ts';
import { domainPrefixes } from './users.ts';

export const signInHandlers: Handlers = {
  async signInOptions(ctx) {
    const { oidc, workchat } = ctx.deps.config;
    return { oidc: oidc ? { name: oidc.name } : null, workchat: !!workchat, domain_prefixes: await domainPrefixes(ctx.deps.db) };
  },
};
