import { Box, Button, Card, CardContent, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/layout/PageHeader';
import {
  actualCopiedToProjected,
  actualReset,
  defaultsPopulated,
  projectedReset,
  selectDraft,
} from './calculatorDraftSlice';
import { computeFigures } from './calculatorRules';
import { selectCalculatorSettings } from './calculatorSettingsSlice';
import { CalculatorToolbar } from './CalculatorToolbar';
import { DealRatingCard } from './DealRatingCard';
import { DealSummaryBar, RESULTS_ID } from './DealSummaryBar';
import { PropertyDetailsCard } from './PropertyDetailsCard';
import { ResultsCard } from './ResultsCard';
import { TabInputs } from './TabInputs';
import type { CalculatorTab } from './types';

const TAB_LABELS: Record<CalculatorTab, string> = { actual: 'Actual', projected: 'Projected' };

/** SPEC §2 Property Calculator: kept only in this browser (SPEC §7). */
export function CalculatorPage() {
  const dispatch = useAppDispatch();
  const property = useAppSelector(selectDraft);
  const settings = useAppSelector(selectCalculatorSettings);
  const [tab, setTab] = useState<CalculatorTab>('projected');
  const figures = computeFigures(property, tab);
  const projected = tab === 'projected' ? figures : computeFigures(property, 'projected');
  // One column: the results come after every input.
  const stacked = useMediaQuery(useTheme().breakpoints.down('md'));

  return (
    <>
      <PageHeader
        title="Property Calculator"
        subtitle={property.name || 'Unsaved deal'}
        actions={<CalculatorToolbar />}
      />
      {stacked && <DealSummaryBar projected={projected} thresholds={settings.dealThresholds} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <PropertyDetailsCard />
          <Card component="section" aria-label="Income and expenses">
            <Tabs
              value={tab}
              onChange={(_e, next: CalculatorTab) => setTab(next)}
              variant="fullWidth"
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="actual" label="Actual" />
              <Tab value="projected" label="Projected" />
            </Tabs>
            <CardContent sx={{ display: 'grid', gap: 3 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {tab === 'projected' && (
                  <Button size="small" variant="outlined" onClick={() => dispatch(actualCopiedToProjected())}>
                    Copy Actual to Projected
                  </Button>
                )}
                <Button size="small" variant="outlined" onClick={() => dispatch(defaultsPopulated({ tab, settings }))}>
                  Populate Defaults
                </Button>
                {tab === 'projected' ? (
                  <Button size="small" color="warning" onClick={() => dispatch(projectedReset(settings))}>
                    Reset Projected
                  </Button>
                ) : (
                  <Button size="small" color="warning" onClick={() => dispatch(actualReset())}>
                    Reset Actual
                  </Button>
                )}
              </Box>
              <TabInputs tab={tab} />
            </CardContent>
          </Card>
        </Box>
        <Box
          id={RESULTS_ID}
          // Scrolled to from the summary: clear of the app bar and the summary above it.
          sx={{
            display: 'grid',
            gap: 3,
            minWidth: 0,
            position: { md: 'sticky' },
            top: { md: 80 },
            scrollMarginTop: 136,
          }}
        >
          <DealRatingCard property={property} projected={projected} thresholds={settings.dealThresholds} />
          <ResultsCard figures={figures} tabLabel={TAB_LABELS[tab]} />
        </Box>
      </Box>
    </>
  );
}
