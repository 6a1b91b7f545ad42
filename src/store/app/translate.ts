/**
 * A translator over one message tree with node-polyglot's rules, as react-admin's polyglot provider runs it
 * (allowMissing): `%{name}` interpolation, `_` as the default of a missing key (else the key itself), and
 * `smart_count` choosing among `||||`-separated plural forms (Chinese has one form, English two). The store's
 * light entry carries no react-admin package (its /home budget, tests/unit/shell-split.test.ts), ra-i18n-polyglot
 * included; the console translates with ra-i18n-polyglot itself (admin/i18n/index.ts).
 */
type Tree = { [key: string]: unknown };

const flatten = (tree: Tree, prefix = '', out: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else if (v && typeof v === 'object') flatten(v as Tree, key, out);
  }
  return out;
};

const pluralIndex = (locale: string, n: number) => (locale.startsWith('zh') ? 0 : n === 1 ? 0 : 1);

export function makeTranslate(locale: string, messages: Tree) {
  const phrases = flatten(messages);
  return (key: string, options: Record<string, unknown> = {}): string => {
    let phrase = phrases[key] ?? (typeof options._ === 'string' ? options._ : undefined);
    if (phrase === undefined) return key;
    const count = options.smart_count;
    if (typeof count === 'number' && phrase.includes('||||')) {
      const forms = phrase.split('||||');
      phrase = (forms[pluralIndex(locale, count)] ?? forms[0]).trim();
    }
    return phrase.replace(/%\{(.*?)\}/g, (whole, name: string) =>
      name in options && options[name] != null ? String(options[name]) : whole,
    );
  };
}
