// The sidebar: the nine menu entries of spec section 2 that the user's role may see (read from
// the route table in src/domain, with the icons of the page registry), the support links, and
// the footer while expanded.
import type { ReactElement } from 'react';
import {
  Box,
  Divider,
  Link,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import PhoneIcon from '@mui/icons-material/Phone';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Role } from '../domain/enums';
import { menuFor } from '../domain/access';
import { iconOf } from '../registry';
import { SUPPORT } from './support';
import { SIDEBAR_WIDTH } from '../theme';

/** The pages of the reader's role, with the icons of the page registry. */
const MainEntries = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  return (
    <RaMenu
      className="portal-main-menu"
      // Long entries (Vietnamese) wrap rather than being cut off.
      sx={{ '& .MuiTypography-root': { whiteSpace: open ? 'normal' : 'nowrap' } }}
    >
      {menuFor(permissions).map((route) => {
        const Icon = iconOf(route.path);
        return (
          <RaMenu.Item
            key={route.path}
            to={`/${route.path}`}
            primaryText={translate(route.menu!)}
            leftIcon={Icon ? <Icon /> : undefined}
          />
        );
      })}
    </RaMenu>
  );
};

/** The help desk, the support phone and the support e-mail. */
const SupportLinks = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('layout.support')} sx={{ m: 0, p: 0 }}>
      <SupportLink
        href={SUPPORT.helpDeskUrl}
        external
        icon={<HeadsetMicIcon />}
        text={translate('layout.helpDesk')}
        open={open}
      />
      <SupportLink
        href={`tel:${SUPPORT.phone.replace(/[^\d+]/g, '')}`}
        icon={<PhoneIcon />}
        text={SUPPORT.phone}
        open={open}
      />
      <SupportLink
        href={`mailto:${SUPPORT.email}`}
        icon={<EmailIcon />}
        text={SUPPORT.email}
        open={open}
      />
    </Box>
  );
};

export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box
      component="nav"
      aria-label={translate('layout.mainMenu')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'calc(100vh - 64px)',
        // The sidebar's inner box grows with its content; keep long entries within 234 px.
        width: open ? SIDEBAR_WIDTH : 'auto',
        overflow: 'hidden',
      }}
    >
      <MainEntries open={open} />
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <SupportLinks open={open} />
      {open && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, py: 1.5, whiteSpace: 'normal' }}
        >
          <Link href={`mailto:${SUPPORT.email}`} underline="hover" color="inherit">
            {translate('layout.footer')}
          </Link>
        </Typography>
      )}
    </Box>
  );
};

const SupportLink = ({
  href,
  icon,
  text,
  open,
  external = false,
}: {
  href: string;
  icon: ReactElement;
  text: string;
  open: boolean;
  external?: boolean;
}) => {
  const link = (
    <ListItemButton
      component="a"
      href={href}
      aria-label={open ? undefined : text}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      {open && (
        // Read whole: a long address breaks (after its '@' first) rather than ending in '…'.
        <ListItemText
          primaryTypographyProps={{ variant: 'body2', sx: { overflowWrap: 'anywhere' } }}
        >
          {text.includes('@') ? (
            <>
              {text.slice(0, text.indexOf('@') + 1)}
              <wbr />
              {text.slice(text.indexOf('@') + 1)}
            </>
          ) : (
            text
          )}
        </ListItemText>
      )}
    </ListItemButton>
  );
  // A list item of links (not menu items: they belong in a list, and take Tab); the name shows
  // as a tooltip while the sidebar is an icon strip.
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {open ? (
        link
      ) : (
        <Tooltip title={text} placement="right">
          {link}
        </Tooltip>
      )}
    </Box>
  );
};
