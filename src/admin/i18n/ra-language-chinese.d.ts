// ra-language-chinese (react-admin 2 era) ships no types.
declare module 'ra-language-chinese' {
  const messages: Record<string, unknown>;
  export default messages;
}

/** a `{ zh, en }` message module reduced to one language at build time (vite.config.ts, localeMessages) */
declare module '*?locale=zh' {
  export const featureMessages: object[];
  export const viewMessages: object;
  export const raMessages: object;
}
declare module '*?locale=en' {
  export const featureMessages: object[];
  export const viewMessages: object;
  export const raMessages: object;
}
