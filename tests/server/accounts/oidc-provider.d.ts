// oidc-provider (a dev dependency, used only to run a real provider in tests) ships no type declarations
declare module 'oidc-provider';
