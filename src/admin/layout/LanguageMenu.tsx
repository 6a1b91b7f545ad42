/** Moved to the shell layer (shell/LanguageMenu.tsx), which the store and the console share; kept so existing imports work. */
export * from '../../shell/LanguageMenu.tsx';
