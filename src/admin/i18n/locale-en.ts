/** The console's English messages, its own chunk: a page load in Chinese never downloads it. */
import { en } from '../../shell/i18n/en.ts';
import { featureMessages } from './features.ts?locale=en';
import { compileMessages } from '../resources/compile.ts';
import { viewMessages } from '../resources/view-messages.ts?locale=en';
import { descriptors } from '../../shared/descriptors/browser.ts';
import { raMessages } from './ra-packs.ts?locale=en';
import { buildMessages, type Tree } from './build.ts';

export const messages = buildMessages('en', { ra: raMessages as Tree, app: en, features: featureMessages as Tree[], resources: compileMessages(descriptors, 'en', viewMessages) });
