import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The "← List" link above a detail page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ display: 'inline-block', mb: 1 }}>
      ← {label}
    </Link>
  );
}
