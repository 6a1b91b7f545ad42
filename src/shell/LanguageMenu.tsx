/** Chinese/English switch; the choice is stored and sent as the `language` header from the next call on. */
import { lazy, Suspense, useState } from 'react';
import { Button, IconButton } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useRefresh, useTranslate } from './host.tsx';
import { setLocale as storeLocale } from '../api/session.ts';

const LanguageChoices = lazy(() => import('./LanguageChoices.tsx'));

/** `compact`: the icon alone (narrow headers); the menu still names both languages. */
export function LanguageMenu({
  color = 'inherit',
  compact = false,
}: {
  color?: 'inherit' | 'primary';
  compact?: boolean;
}) {
  const [locale, setLocale] = useLocaleState();
  const refresh = useRefresh();
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first click on (and kept, so the menu can animate its closing)
  const [opened, setOpened] = useState(false);
  const open = (el: HTMLElement) => {
    setOpened(true);
    setAnchor(el);
  };
  const choose = (next: 'zh' | 'en') => {
    setAnchor(null);
    if (next === locale) return;
    // stored first: the re-render below refetches at once, and those calls must already say `language: en`
    storeLocale(next);
    setLocale(next);
    // server texts (role names, messages) are localized per request: fetch them again
    setTimeout(refresh, 0);
  };
  const label = t(`app.lang.${locale === 'en' ? 'en' : 'zh'}`);
  return (
    <>
      {compact ? (
        <IconButton
          color={color}
          onClick={(e) => open(e.currentTarget)}
          aria-label={t('app.lang.label')}
          title={label}
          data-testid="language-menu"
        >
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          color={color}
          startIcon={<TranslateIcon />}
          onClick={(e) => open(e.currentTarget)}
          aria-label={t('app.lang.label')}
          data-testid="language-menu"
          sx={{ textTransform: 'none' }}
        >
          {label}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LanguageChoices anchor={anchor} locale={locale} onClose={() => setAnchor(null)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
