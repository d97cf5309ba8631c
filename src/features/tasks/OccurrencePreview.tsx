import { skipToken } from '@reduxjs/toolkit/query';
import { Typography } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { formatDate } from '../../utils/format';
import { useGetOccurrencePreviewQuery, type OccurrencePreviewArgs } from './tasksApi';

/**
 * "Next: Jan 31, 2027, Feb 28, 2027, Mar 31, 2027": the dates come from the
 * database's rule (preview_occurrences), the same one completion uses.
 */
export function OccurrencePreview({ args }: { args: OccurrencePreviewArgs | null }) {
  const { data, error, isFetching } = useGetOccurrencePreviewQuery(args ?? skipToken);
  if (!args) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="occurrence-preview">
        Choose a start date to see the next dates.
      </Typography>
    );
  }
  if (error) {
    return (
      <Typography variant="body2" color="error" role="alert" data-testid="occurrence-preview">
        {errorMessage(error)}
      </Typography>
    );
  }
  const text =
    !data || isFetching
      ? 'Next: …'
      : data.length
        ? `Next: ${data.map(formatDate).join(' · ')}`
        : 'No dates between the start and end dates';
  return (
    <Typography variant="body2" aria-live="polite" data-testid="occurrence-preview">
      {text}
    </Typography>
  );
}
