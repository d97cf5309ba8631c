import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { formatDateTime } from '../../utils/format';
import type { DigestContent } from '../../../supabase/functions/_shared/digests/digestContent.ts';
import type { DigestKind } from '../../../supabase/functions/_shared/digests/digestSchedule.ts';
import { useGetDigestPreviewQuery } from './digestsApi';
import type { DigestSettings } from './settingsRules';

/** An app link from the digest (absolute, for e-mail) as an in-app route. */
const inApp = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

function DigestBody({
  digest,
  next,
  enabled,
  timezone,
  onNavigate,
}: {
  digest: DigestContent;
  next: string | null;
  enabled: boolean;
  timezone: string;
  onNavigate: () => void;
}) {
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {enabled && next
          ? `Next sent ${formatDateTime(next, timezone)}${digest.isEmpty ? ', if there is something to report by then' : ''}.`
          : 'This digest is off.'}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2 }}>
        Subject: {digest.subject}
      </Typography>
      {digest.isEmpty ? (
        <Typography>Nothing to report right now, so this digest would not be sent.</Typography>
      ) : (
        digest.sections.map((section) => (
          <Box key={section.id} component="section" aria-label={section.title} sx={{ mb: 2 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
              {section.title} ({section.items.length + section.more})
            </Typography>
            {section.summary && <Typography variant="body2">{section.summary}</Typography>}
            <List dense disablePadding>
              {section.items.map((item, index) => (
                <ListItem key={`${item.href}-${index}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={inApp(item.href)} onClick={onNavigate}>
                        {item.text}
                      </Link>
                    }
                    secondary={item.detail}
                  />
                </ListItem>
              ))}
              {section.more > 0 && (
                <ListItem disableGutters>
                  <Link component={RouterLink} to={inApp(section.moreHref)} onClick={onNavigate}>
                    and {section.more} more
                  </Link>
                </ListItem>
              )}
            </List>
          </Box>
        ))
      )}
    </Box>
  );
}

/** 'Preview digest': what the next daily and weekly digest would contain, from the data as it is now. */
export function DigestPreviewDialog({
  open,
  onClose,
  userId,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  settings: DigestSettings;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<DigestKind>(settings.dailyEnabled || !settings.weeklyEnabled ? 'daily' : 'weekly');
  const { data, error, isFetching, refetch } = useGetDigestPreviewQuery(
    { userId, settings },
    { skip: !open, refetchOnMountOrArgChange: true },
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="digest-preview-title"
    >
      <DialogTitle id="digest-preview-title">Digest preview</DialogTitle>
      <Tabs
        value={kind}
        onChange={(_, value: DigestKind) => setKind(value)}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="daily" label="Daily" />
        <Tab value="weekly" label="Weekly" />
      </Tabs>
      <DialogContent sx={{ pt: 2 }}>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : !data || isFetching ? (
          <LoadingState text="Loading preview..." />
        ) : (
          <DigestBody
            digest={data[kind]}
            next={kind === 'daily' ? data.nextDaily : data.nextWeekly}
            enabled={kind === 'daily' ? settings.dailyEnabled : settings.weeklyEnabled}
            timezone={settings.timezone}
            onNavigate={onClose}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
