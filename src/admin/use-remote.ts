/** Moved to the shell layer (shell/use-remote.ts), which the store and the console share; kept so existing imports work. */
export * from '../shell/use-remote.ts';
