/** The console's two message chunks (each language alone), handed to its i18n provider. */
import { fillMessageLoaders } from '../../admin/i18n/index.ts';

fillMessageLoaders({
  zh: () => import('./locale-zh.ts'),
  en: () => import('./locale-en.ts'),
});
