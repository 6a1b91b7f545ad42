// ra-language-chinese (react-admin 2 era) ships no types.
declare module 'ra-language-chinese' {
  const messages: Record<string, unknown>;
  export default messages;
}
