import AccountCircle from '@mui/icons-material/AccountCircle';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Box, Button, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isActive, isGroupActive, NAV_GROUPS, TOP_LINKS, type NavGroup } from './navItems';

const activeSx = { bgcolor: 'rgba(255,255,255,0.16)' };

export function DesktopNav({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
      {TOP_LINKS.map((item) => {
        const active = isActive(item, pathname);
        return (
          <Button
            key={item.to}
            component={RouterLink}
            to={item.to}
            color="inherit"
            aria-current={active ? 'page' : undefined}
            sx={active ? activeSx : undefined}
          >
            {item.label}
          </Button>
        );
      })}
      {NAV_GROUPS.map((group) => (
        <GroupMenu key={group.label} group={group} active={isGroupActive(group, pathname)} />
      ))}
      <Box sx={{ flexGrow: 1 }} />
      <AccountMenu email={email} onSignOut={onSignOut} active={pathname === paths.settings} />
    </Box>
  );
}

function GroupMenu({ group, active }: { group: NavGroup; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        onClick={open}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        sx={active ? activeSx : undefined}
      >
        {group.label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {group.items.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={isActive(item, pathname)}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function AccountMenu({ email, onSignOut, active }: { email: string; onSignOut: () => void; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={active ? activeSx : undefined}
      >
        Account
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 1 }}>
          {email}
        </Typography>
        <Divider />
        <MenuItem component={RouterLink} to={paths.settings} selected={active} onClick={() => setAnchor(null)}>
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
