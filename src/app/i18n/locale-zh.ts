/** The console's Chinese messages, its own chunk: a page load in English never downloads it. */
import { raMessages } from '../../admin/i18n/ra-packs.ts?locale=zh';
import { zh } from '../../shell/i18n/zh.ts';
import { featureMessages } from './features.ts?locale=zh';
import { compileMessages } from '../../admin/resources/compile.ts';
import { viewMessages } from '../../admin/resources/view-messages.ts?locale=zh';
import { descriptors } from '../../shared/descriptors/browser.ts';
import { buildMessages, type Tree } from '../../admin/i18n/build.ts';

export const messages = buildMessages('zh', {
  ra: raMessages as Tree,
  app: zh,
  features: featureMessages as Tree[],
  resources: compileMessages(descriptors, 'zh', viewMessages),
});
