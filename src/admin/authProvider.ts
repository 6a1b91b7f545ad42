/** Moved to the shell layer (shell/authProvider.ts), which the store and the console share; kept so existing imports work. */
export * from '../shell/authProvider.ts';
