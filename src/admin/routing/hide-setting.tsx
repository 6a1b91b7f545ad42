/** Moved to the shell layer (shell/routing/hide-setting.tsx), which the store and the console share; kept so existing imports work. */
export * from '../../shell/routing/hide-setting.tsx';
