/** Moved to the shell layer (shell/user-labels.ts), which the store and the console share; kept so existing imports work. */
export * from '../../shell/user-labels.ts';
