/**
 * Every descriptor's labels compiled into react-admin's keys. The shell mounts this object under
 * `resources`, so the keys read resources.<name>.name / .fields.<field> / .choices.<field>.<value> /
 * .actions.<action> / .patterns.<field> / .helps.<field>, plus resources._views.* for the generated views' own strings.
 */
import { descriptors } from '../../shared/descriptors/browser.ts';
import type { Label, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { viewMessages } from './view-messages.ts';

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

export function compileMessages(list: ResourceDescriptor[], lang: Lang): Tree {
  return { ...Object.fromEntries(list.map((d) => [d.name, compileDescriptor(d, lang)])), _views: viewMessages[lang] };
}

export const resourceMessages: { zh: object; en: object } = {
  zh: compileMessages(descriptors, 'zh'),
  en: compileMessages(descriptors, 'en'),
};
