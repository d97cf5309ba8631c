import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Card, CardContent, IconButton, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/links/ExternalLink';
import { linkHref } from '../../utils/links';
import { formatPhone, phoneHref } from '../../utils/phoneDisplay';
import type { PropertyManager } from './managerRules';

interface ManagerCardProps {
  manager: PropertyManager;
  onEdit: (manager: PropertyManager) => void;
  onDelete: (manager: PropertyManager) => void;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      {/* One line high, so the icon sits beside the first line of a wrapped address. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: '1.5em',
          color: 'text.secondary',
          '& svg': { fontSize: 18 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** SPEC §2: a manager's name, e-mail (mailto), phone (tel) and portal link, with edit and delete. */
export function ManagerCard({ manager, onEdit, onDelete }: ManagerCardProps) {
  const headingId = `manager-${manager.id}`;
  const portal = manager.portal_link?.trim();
  const hasContact = manager.email || manager.phone || portal;

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h2"
            sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {manager.name}
          </Typography>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <IconButton aria-label={`Edit ${manager.name}`} title="Edit" onClick={() => onEdit(manager)}>
              <EditOutlinedIcon />
            </IconButton>
            <IconButton aria-label={`Delete ${manager.name}`} title="Delete" onClick={() => onDelete(manager)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Stack>
        <Stack spacing={1}>
          {manager.email && (
            <ContactLine icon={<EmailOutlinedIcon />}>
              <Link href={`mailto:${manager.email}`}>{manager.email}</Link>
            </ContactLine>
          )}
          {manager.phone && (
            <ContactLine icon={<PhoneOutlinedIcon />}>
              <ExternalLink href={phoneHref(manager.phone)}>{formatPhone(manager.phone)}</ExternalLink>
            </ContactLine>
          )}
          {portal && (
            <ContactLine icon={<OpenInNewIcon />}>
              {/* A stored link with another scheme is shown as its text, so the landlord sees what to fix. */}
              <ExternalLink href={portal}>{linkHref(portal) ? 'Portal Access' : undefined}</ExternalLink>
            </ContactLine>
          )}
          {/* sx, not the color prop: MUI 9's Typography color no longer takes palette paths such as text.secondary. */}
          {!hasContact && <Typography sx={{ color: 'text.secondary' }}>No contact details</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function ManagerCardSkeleton() {
  return (
    <Card>
      <CardContent>
        <Skeleton variant="text" width="60%" height={36} sx={{ mb: 1 }} />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}
