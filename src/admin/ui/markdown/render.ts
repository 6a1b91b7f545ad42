/** Moved to the shell layer (shell/markdown/render.ts), which the store and the console share; kept so existing imports work. */
export * from '../../../shell/markdown/render.ts';
