import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, ListItem, Stack, Typography } from '@mui/material';
import type { AccountDraft } from './accountDrafts';

/** A new vendor's property account, added in the form and saved with the vendor. */
export function PendingAccountItem({
  account,
  propertyName,
  onRemove,
}: {
  account: AccountDraft;
  propertyName: string;
  onRemove: () => void;
}) {
  return (
    <ListItem divider sx={{ display: 'block', py: 1 }} aria-label={`${propertyName} account`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {propertyName}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {account.accountNumber.trim()}
          </Typography>
          {account.notes.trim() && (
            <Typography variant="caption" color="textSecondary">
              {account.notes.trim()}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={`Remove account for ${propertyName}`} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
