/** The console's English messages, its own chunk: a page load in Chinese never downloads it. */
import { en } from '../../shell/i18n/en.ts';
import { featureMessages } from './features.ts?locale=en';
import { compileMessages } from '../../admin/resources/compile.ts';
import { viewMessages } from '../../admin/resources/view-messages.ts?locale=en';
import { descriptors } from '../../shared/descriptors/browser.ts';
import { raMessages } from '../../admin/i18n/ra-packs.ts?locale=en';
import { buildMessages, type Tree } from '../../admin/i18n/build.ts';

export const messages = buildMessages('en', {
  ra: raMessages as Tree,
  app: en,
  features: featureMessages as Tree[],
  resources: compileMessages(descriptors, 'en', viewMessages),
});
