/**
 * Every descriptor's labels compiled into react-admin's keys. The shell mounts this object under
 * `resources`, so the keys read resources.<name>.name / .fields.<field> / .choices.<field>.<value> /
 * .actions.<action> / .patterns.<field> / .helps.<field>, plus resources._views.* for the generated views' own strings.
 */
import { descriptors } from '../../shared/descriptors/browser.ts';
import type { Label, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { viewMessages } from './view-messages.ts';
import { compileMessages as compile } from './compile.ts';

export { compileDescriptor } from './compile.ts';

export const compileMessages = (list: ResourceDescriptor[], lang: keyof Label, views: object = viewMessages[lang]) =>
  compile(list, lang, views);

export const resourceMessages: { zh: object; en: object } = {
  zh: compileMessages(descriptors, 'zh', viewMessages.zh),
  en: compileMessages(descriptors, 'en', viewMessages.en),
};
