import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card the signed-out screens share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', bgcolor: 'background.default', py: 4 }}>
      <Container maxWidth="xs">
        <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, mb: 2, textAlign: 'center' }}>
          Landlord HQ
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h1" gutterBottom>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
