import { Grid, Skeleton, Typography } from '@mui/material';

/** The vendors list while its first page is read: the cards' places. */
export function LoadingCards() {
  return (
    <>
      <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
        Loading...
      </Typography>
      <Grid container spacing={2} aria-hidden>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={120} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
