/** Moved to the shell layer (shell/ui/states.tsx), which the store and the console share; kept so existing imports work. */
export * from '../../shell/ui/states.tsx';
