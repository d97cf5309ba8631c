import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Card, CardContent, Collapse, Stack, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { PHONE, type Collapsible } from './filterPanelRules';

interface FilterPanelProps {
  /** The fields' region, named by the toggle. */
  id: string;
  /** Whether any filter is chosen: the toggle says so, and the panel opens with the screen. */
  active: boolean;
  /**
   * Behind a "Filters" toggle, always open, or behind the toggle on a phone only ('phone': below
   * the theme's sm breakpoint, asked with noSsr so a phone's first render never draws the fields).
   */
  collapsible: Collapsible;
  /** Beside the toggle while a filter is chosen (clearing them all). */
  clear?: ReactNode;
  children: ReactNode;
}

/**
 * A list's filters in a card. Collapsible, it opens with the screen only when a filter is chosen,
 * and its fields are not drawn while it is closed (MUI's Collapse keeps them mounted otherwise: the
 * tasks page's four closed selects cost a phone about 0.2 s before its first rows).
 */
export function FilterPanel({ id, active, collapsible: when, clear, children }: FilterPanelProps) {
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const collapsible = when === 'phone' ? phone : when;
  const [open, setOpen] = useState(active);
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label="Filters">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        {collapsible && (
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Button
              startIcon={<FilterListIcon />}
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              aria-controls={id}
            >
              Filters{active ? ' (on)' : ''}
            </Button>
            {active && clear}
          </Stack>
        )}
        <Collapse in={!collapsible || open} id={id} unmountOnExit>
          <Box sx={{ pt: collapsible ? 1.5 : 0 }}>{children}</Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
