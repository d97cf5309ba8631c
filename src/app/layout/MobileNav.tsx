import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Collapse,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isActive, isGroupActive, NAV_GROUPS, TOP_LINKS, type NavGroup } from './navItems';

/** SPEC §2: on small screens the menu collapses into a hamburger with expandable groups. */
export function MobileNav({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      {/* Lists hold only list items (links and toggles go inside them) and the drawer's dialog has a name, for screen readers. */}
      <Drawer open={open} onClose={close} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': 'Menu' } }}>
        <Box component="nav" aria-label="Main" role="navigation">
          <List>
            {TOP_LINKS.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton component={RouterLink} to={item.to} selected={isActive(item, pathname)} onClick={close}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
            {NAV_GROUPS.map((group) => (
              <MobileGroup key={group.label} group={group} pathname={pathname} onNavigate={close} />
            ))}
          </List>
          <Divider />
          <List subheader={<ListSubheader>Account · {email}</ListSubheader>}>
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.settings}
                selected={pathname === paths.settings}
                onClick={close}
              >
                <ListItemText primary="Settings" />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <ListItemText primary="Sign Out" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </>
  );
}

function MobileGroup({ group, pathname, onNavigate }: { group: NavGroup; pathname: string; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(isGroupActive(group, pathname));
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
        <ListItemText primary={group.label} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding>
          {group.items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={isActive(item, pathname)}
                onClick={onNavigate}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
