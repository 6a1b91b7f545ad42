/** Moved to the shell layer (shell/environment.ts), which the store and the console share; kept so existing imports work. */
export * from '../shell/environment.ts';
