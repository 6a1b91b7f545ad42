/** Moved to the shell layer (shell/app-state.ts), which the store and the console share; kept so existing imports work. */
export * from '../shell/app-state.ts';
