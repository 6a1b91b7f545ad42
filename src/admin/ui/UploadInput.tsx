/** Moved to the shell layer (shell/ui/UploadInput.tsx), which the store and the console share; kept so existing imports work. */
export * from '../../shell/ui/UploadInput.tsx';
