// The app bar (spec 1): the product title, the page title, a language picker and the account
// menu with the user's full name, My Profile and Logout.
import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { LANGUAGES } from '../i18n/i18nProvider';

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

const AccountMenu = () => (
  <UserMenu>
    <MyProfileItem />
    <Logout />
  </UserMenu>
);

export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      userMenu={<AccountMenu />}
      toolbar={<LocalesMenuButton languages={[...LANGUAGES]} />}
    >
      <Typography
        component={Link}
        to="/"
        variant="h6"
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          mr: 2,
        }}
      >
        {translate('app.title')}
      </Typography>
      <Box sx={{ opacity: 0.8, mr: 1 }}>·</Box>
      <TitlePortal variant="subtitle1" />
    </RaAppBar>
  );
};
