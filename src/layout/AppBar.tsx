// The app bar (spec 1): the product name (on wider screens), the page's own title, the progress
// indicator of every fetch, a language picker and the account menu with the user's full name,
// My Profile and Logout. On phones the title takes the room left and the controls stay icons.
import { forwardRef, useEffect } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { LanguageMenu } from '../components/LanguageMenu';
import { rememberLanguage } from '../i18n/i18nProvider';

const MyProfileItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      component={Link}
      to="/my-profile"
      ref={ref}
      onClick={() => menu?.onClose()}
      {...props}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('layout.myProfile')}</ListItemText>
    </MenuItem>
  );
});
MyProfileItem.displayName = 'MyProfileItem';

// The button's name starts with what it shows (the user's full name), as WCAG 2.5.3 asks.
const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (${label})` : label}>
      <MyProfileItem />
      <Logout />
    </UserMenu>
  );
};

const Toolbar = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {/* Its spinner is a progressbar: it needs a name a screen reader can say. */}
      <LoadingIndicator aria-label={translate('layout.loading')} />
      <LanguageMenu
        locale={locale}
        onChange={(lng) => {
          rememberLanguage(lng);
          setLocale(lng);
        }}
        label={translate('layout.language')}
      />
    </Box>
  );
};

/**
 * The browser tab and history read the page's title as the app bar shows it, then the
 * product's name: "Carriers · Benefits Portal". Every page gives its title to the app bar
 * (react-admin's Title), so the tab follows the bar's title element.
 */
function useDocumentTitle(product: string) {
  useEffect(() => {
    const bar = document.getElementById('react-admin-title');
    const follow = () => {
      const page = bar?.textContent?.trim();
      document.title = page ? `${page} · ${product}` : product;
    };
    follow();
    if (!bar) return;
    const observer = new MutationObserver(follow);
    observer.observe(bar, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [product]);
}

export const AppBar = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('app.title'));
  return (
    <RaAppBar color="primary" userMenu={<AccountMenu />} toolbar={<Toolbar />}>
      <Typography
        component={Link}
        to="/"
        variant="h6"
        sx={{
          display: { xs: 'none', md: 'block' },
          color: 'inherit',
          textDecoration: 'none',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          flexShrink: 0,
        }}
      >
        {translate('app.title')}
      </Typography>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          // The separator belongs to the page title and disappears when a page has none.
          '& #react-admin-title': {
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
          '& #react-admin-title:not(:empty)::before': {
            content: '"·"',
            opacity: 0.8,
            mx: 1.5,
            display: { xs: 'none', md: 'inline' },
          },
        }}
      >
        <TitlePortal variant="subtitle1" />
      </Box>
    </RaAppBar>
  );
};
