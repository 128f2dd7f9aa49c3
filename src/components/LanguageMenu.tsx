// The language picker of the app bar and the sign-in pages: the current language's name beside a
// translate icon, only the icon on phones; the menu lists every language in its own name.
import { useId, useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '../i18n/i18nProvider';

export const LanguageMenu = ({
  locale,
  onChange,
  label,
  color = 'inherit',
}: {
  locale: string;
  onChange: (locale: string) => void;
  /** "Language", in the current language. */
  label: string;
  color?: 'inherit' | 'primary';
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color={color}
        aria-label={`${label}: ${current.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 }, flexShrink: 0, textTransform: 'none' }}
      >
        <TranslateIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
          {current.name}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === current.locale}
            onClick={() => {
              setAnchor(null);
              onChange(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
