/** Moved to the shell layer (shell/routing/return-url.ts), which the store and the console share; kept so existing imports work. */
export * from '../../shell/routing/return-url.ts';
