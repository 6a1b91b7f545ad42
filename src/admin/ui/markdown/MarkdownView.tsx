/** Moved to the shell layer (shell/markdown/MarkdownView.tsx), which the store and the console share; kept so existing imports work. */
export * from '../../../shell/markdown/MarkdownView.tsx';
export { default } from '../../../shell/markdown/MarkdownView.tsx';
