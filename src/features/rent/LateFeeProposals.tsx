import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { formatCurrency, formatDate, formatMonth } from '../../utils/format';
import { useDecideLateFeeMutation } from './rentApi';
import type { LateFeeProposal } from './types';

/** Late fees are never posted silently: the database proposes one per late month, the landlord posts or waives it. */
export function LateFeeProposals({ tenancyId, proposals }: { tenancyId: string; proposals: LateFeeProposal[] }) {
  const [decide, state] = useDecideLateFeeMutation();
  if (proposals.length === 0) return null;
  return (
    <Box component="section" aria-label="Late fees proposed">
      {state.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(state.error)}
        </Alert>
      )}
      {proposals.map((p) => {
        const month = formatMonth(p.period);
        return (
          <Alert
            key={p.period}
            severity="warning"
            sx={{ mb: 1, '& .MuiAlert-message': { flex: 1 } }}
            role="group"
            aria-label={`Late fee for ${month}`}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2">
                Rent for {month} is late since {formatDate(p.late_since)}: late fee {formatCurrency(p.amount)}
              </Typography>
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={state.isLoading}
                  onClick={() => void decide({ tenancyId, period: p.period, waive: false })}
                >
                  Post fee
                </Button>
                <Button
                  size="small"
                  disabled={state.isLoading}
                  onClick={() => void decide({ tenancyId, period: p.period, waive: true })}
                >
                  Waive
                </Button>
              </Stack>
            </Stack>
          </Alert>
        );
      })}
    </Box>
  );
}
