import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useLandlordToday } from '../../api/useLandlordToday';
import { addDaysTo } from '../../utils/landlordToday';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { buildManagerEmail, mailtoHref, toEmailIncreases } from './emailRules';
import { useGetEmailIncreasesQuery, useGetManagerNotesQuery, type NotesFilterOptions } from './notesApi';
import { groupUnits } from './notesRules';

/** SPEC §9: the e-mail lists rent increases up to 90 days ahead. */
const INCREASE_WINDOW_DAYS = 90;

interface Props {
  open: boolean;
  onClose: () => void;
  options: NotesFilterOptions;
}

/** SPEC §2 Email Preview: one manager's monthly summary as HTML or text, to copy or e-mail. */
export function EmailPreviewDialog({ open, onClose, options }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const recipients = useMemo(() => options.managers.filter((m) => m.email?.trim()), [options.managers]);
  const skipped = options.managers.filter((m) => !m.email?.trim());
  const [chosen, setChosen] = useState<string | null>(null);
  // First choice: the first manager (by name) who looks after any unit.
  const managerId =
    chosen ??
    (recipients.find((m) => options.properties.some((p) => p.property_manager_id === m.id)) ?? recipients[0])?.id ??
    '';
  const [view, setView] = useState<'html' | 'text'>('html');
  const today = useLandlordToday();

  // The chosen manager's units and latest notes, read when chosen (not the whole portfolio).
  const managerNotes = useGetManagerNotesQuery(managerId, { skip: !open || !managerId });
  const units = useMemo(() => managerNotes.data?.units ?? [], [managerNotes.data]);
  const latest = managerNotes.data?.latest.entities;
  const increases = useGetEmailIncreasesQuery(
    { unitIds: units.map((u) => u.id), until: addDaysTo(today, INCREASE_WINDOW_DAYS) },
    { skip: !open || units.length === 0 },
  );
  const manager = recipients.find((m) => m.id === managerId);
  const result = useMemo(() => {
    if (!manager || !latest) return null;
    const properties = (groupUnits(units, options.managers)[0]?.properties ?? []).map((p) => ({
      name: p.name,
      units: p.units.map((u) => ({ id: u.id, label: u.unitLabel, note: latest[u.id] ?? null })),
    }));
    return buildManagerEmail(manager, properties, toEmailIncreases(increases.data?.increases ?? [], today), today);
  }, [manager, units, options.managers, latest, increases.data, today]);
  const email = result?.status === 'ready' ? result.email : null;

  const copy = async (what: 'HTML' | 'Text', content: string) => {
    try {
      await navigator.clipboard.writeText(content);
      notify(`${what} copied to the clipboard`);
    } catch {
      notify(`Could not copy the ${what.toLowerCase()}: the browser refused clipboard access`, 'error');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="email-preview-title"
    >
      <DialogTitle id="email-preview-title">Email Preview</DialogTitle>
      <DialogContent dividers>
        {recipients.length === 0 ? (
          <NoRecipient anyManager={options.managers.length > 0} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label="Property manager"
              value={managerId}
              onChange={(e) => setChosen(e.target.value)}
              sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
            >
              {recipients.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_e, v) => v && setView(v)}
              aria-label="Preview format"
            >
              <ToggleButton value="html">HTML</ToggleButton>
              <ToggleButton value="text">Text</ToggleButton>
            </ToggleButtonGroup>
          </Box>
        )}
        {skipped.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            Skipped (no e-mail address): {skipped.map((m) => m.name).join(', ')}
          </Typography>
        )}
        {increases.data?.failed && (
          <Alert severity="warning" sx={{ mb: 2 }} action={<Button onClick={() => increases.refetch()}>Retry</Button>}>
            Some rent increases could not be loaded. Try again.
          </Alert>
        )}
        {managerNotes.error ? (
          <LoadError error={managerNotes.error} onRetry={managerNotes.refetch} />
        ) : manager && (managerNotes.isLoading || increases.isLoading) ? (
          <LoadingState text="Loading rent increases..." />
        ) : result?.status === 'skipped' ? (
          <Alert severity="info">No includable notes for this manager.</Alert>
        ) : email ? (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>To:</strong> {email.to} · <strong>Subject:</strong> {email.subject}
            </Typography>
            {view === 'html' ? (
              <Box
                aria-label="HTML preview"
                role="region"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 2,
                  '& h3': { fontSize: '1rem', mb: 0.5 },
                  '& ul': { mt: 0 },
                }}
                dangerouslySetInnerHTML={{ __html: email.html }}
              />
            ) : (
              <Box
                component="pre"
                aria-label="Text preview"
                role="region"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 2,
                  m: 0,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'inherit',
                }}
              >
                {email.text}
              </Box>
            )}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button startIcon={<ContentCopyIcon />} disabled={!email} onClick={() => email && copy('HTML', email.html)}>
          Copy HTML
        </Button>
        <Button startIcon={<ContentCopyIcon />} disabled={!email} onClick={() => email && copy('Text', email.text)}>
          Copy Text
        </Button>
        <Button
          variant="contained"
          startIcon={<EmailOutlinedIcon />}
          disabled={!email}
          href={email ? mailtoHref(email) : undefined}
        >
          Email
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The summary is written to a manager, so without one the way on is the managers page. Leaving is
 * safe: unsaved notes stay in this browser, and the page asks before it lets them go.
 */
function NoRecipient({ anyManager }: { anyManager: boolean }) {
  return (
    <Alert severity="info">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {anyManager
          ? 'No property manager has an e-mail address yet. Add one to a manager to send them this summary.'
          : 'No property managers yet. This summary is written for a property manager: add one, then choose them on the properties they look after.'}
      </Typography>
      <Button component={RouterLink} to={paths.propertyManagers} variant="contained" size="small">
        {anyManager ? 'Add an e-mail address' : 'Add a property manager'}
      </Button>
    </Alert>
  );
}
