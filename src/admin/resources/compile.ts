/** Compiling descriptors' labels into one language's `resources.*` keys (messages.ts has both languages). */
import type { Label, ResourceDescriptor } from '../../shared/descriptors/types.ts';

type Lang = keyof Label;
type Tree = { [key: string]: string | Tree };

export function compileDescriptor(d: ResourceDescriptor, lang: Lang): Tree {
  const fields: Tree = {};
  const choices: Tree = {};
  const patterns: Tree = {};
  const helps: Tree = {};
  for (const [name, f] of Object.entries(d.fields)) {
    fields[name] = f.label[lang];
    if (f.choices) choices[name] = Object.fromEntries(f.choices.map((c) => [String(c.value), c[lang]]));
    if (f.patternMessage) patterns[name] = f.patternMessage[lang];
    if (f.help) helps[name] = f.help[lang];
  }
  const actions = Object.fromEntries((d.actions ?? []).map((a) => [a.name, a.label[lang]]));
  return { name: d.label[lang], fields, choices, actions, patterns, helps };
}

/** `views`: the generated views' strings in `lang` (the locale chunks pass theirs alone, see i18n/locale-zh.ts) */
export function compileMessages(list: ResourceDescriptor[], lang: Lang, views: object): Tree {
  return { ...Object.fromEntries(list.map((d) => [d.name, compileDescriptor(d, lang)])), _views: views as Tree };
}
