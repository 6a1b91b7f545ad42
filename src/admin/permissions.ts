/** Moved to the shell layer (shell/permissions.ts), which the store and the console share; kept so existing imports work. */
export * from '../shell/permissions.ts';
