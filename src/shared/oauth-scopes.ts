/** The message key of an OAuth scope's label, shared by the consent page (store) and the agent-access screen (console). */
export const scopeKey = (scope: string) => `oauth.scope_${scope.replace(/[^a-z]/g, '_')}`;
