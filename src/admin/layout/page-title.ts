/** Moved to the shell layer (shell/page-title.ts), which the store and the console share; kept so existing imports work. */
export * from '../../shell/page-title.ts';
