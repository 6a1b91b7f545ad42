/** The language menu's list, its own chunk: the menu code (popover, list) arrives with the first click. */
import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from './host.tsx';

export default function LanguageChoices({
  anchor,
  locale,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  locale: string;
  onClose: () => void;
  onChoose: (next: 'zh' | 'en') => void;
}) {
  const t = useTranslate();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem selected={locale !== 'en'} onClick={() => onChoose('zh')} data-testid="language-zh">
        {t('app.lang.zh')}
      </MenuItem>
      <MenuItem selected={locale === 'en'} onClick={() => onChoose('en')} data-testid="language-en">
        {t('app.lang.en')}
      </MenuItem>
    </Menu>
  );
}
