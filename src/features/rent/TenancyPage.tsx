import AddIcon from '@mui/icons-material/Add';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '../../components/layout/BackLink';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { QueuedSaveStatus } from '../../components/feedback/QueuedSaveStatus';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { formatDate } from '../../utils/format';
import { AddChargeDialog } from './AddChargeDialog';
import { DepositCard } from './DepositCard';
import { EndTenancyDialog } from './EndTenancyDialog';
import { LateFeeProposals } from './LateFeeProposals';
import { LedgerTable, type LedgerAction } from './LedgerTable';
import { MoveInDialog } from './MoveInDialog';
import { paymentSaveKey, suggestedPayment } from './paymentForm';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { isMissingTenancy, useGetTenancyLedgerQuery } from './rentApi';
import { tenantsText } from './rentFormat';
import { SettleDepositDialog } from './SettleDepositDialog';
import type { TenancyLedger } from './types';
import { TenancyFacts } from './TenancyFacts';
import { useLedgerAction } from './useLedgerAction';
import { UnitTenanciesCard } from './UnitTenanciesCard';

type Open = 'payment' | 'charge' | 'end' | 'settle' | 'next' | null;

/**
 * /tenancies/:id: one lease of one unit, its terms, where it stands and its running ledger.
 * `documents`: the lease and move-in/move-out photos (another feature's card, composed in src/app).
 */
export function TenancyPage({ documents }: { documents?: (tenancyId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTenancyLedgerQuery(id);
  if (isMissingTenancy(error))
    return <NotFoundCard title="Tenancy not found" backTo={paths.rentRoll} backLabel="Back to the rent roll" />;
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isLoading || !data)
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading the tenancy...
      </Typography>
    );
  return <Tenancy ledger={data} documents={documents} />;
}

function Tenancy({ ledger, documents }: { ledger: TenancyLedger; documents?: (tenancyId: string) => ReactNode }) {
  const { tenancy, unit, property } = ledger;
  const [open, setOpen] = useState<Open>(null);
  const [confirming, setConfirming] = useState<LedgerAction | null>(null);
  const action = useLedgerAction(tenancy.id);
  const who = tenantsText(ledger.tenant_names);
  const where = `${unit.unit_label} · ${property.name}`;
  const ended = tenancy.ended_on !== null && tenancy.ended_on < ledger.today;
  const close = () => setOpen(null);

  return (
    <>
      <BackLink to={paths.rentRoll} label="Rent Roll" />
      <PageHeader
        title={who}
        subtitle={`${where}${tenancy.ended_on ? ` · moved out ${formatDate(tenancy.ended_on)}` : ''}`}
        actions={
          <>
            <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => setOpen('payment')}>
              Record payment
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen('charge')}>
              Add charge or credit
            </Button>
            {!tenancy.ended_on && (
              <Button variant="outlined" color="error" onClick={() => setOpen('end')}>
                End tenancy
              </Button>
            )}
            {ended && (
              <Button variant="outlined" onClick={() => setOpen('next')}>
                Start the next tenancy
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ mb: 1 }}>
        <QueuedSaveStatus saveKey={paymentSaveKey(tenancy.id)} label="Payment" />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.property(property.id)}>
          {property.name}
        </Link>
      </Typography>
      <TenancyFactsSection ledger={ledger} />
      <DepositCard ledger={ledger} onSettle={() => setOpen('settle')} />
      <LateFeeProposals tenancyId={tenancy.id} proposals={ledger.proposals} />
      <Card component="section" aria-label="Ledger" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Ledger
          </Typography>
          <LedgerTable entries={ledger.entries} onAction={setConfirming} />
        </CardContent>
      </Card>
      <UnitTenanciesCard current={tenancy.id} tenancies={ledger.unit_tenancies} />
      {documents && <Box sx={{ mt: 2 }}>{documents(tenancy.id)}</Box>}
      {open === 'payment' && (
        <RecordPaymentDialog
          payment={{ tenancyId: tenancy.id, who: `${who} · ${where}`, amount: suggestedPayment(ledger.standing) }}
          onClose={close}
        />
      )}
      {open === 'charge' && <AddChargeDialog tenancyId={tenancy.id} onClose={close} />}
      {open === 'end' && (
        <EndTenancyDialog tenancyId={tenancy.id} unitId={unit.id} who={`${who} · ${where}`} onClose={close} />
      )}
      {open === 'settle' && (
        <SettleDepositDialog tenancyId={tenancy.id} deposit={tenancy.deposit_amount ?? 0} onClose={close} />
      )}
      {open === 'next' && (
        <MoveInDialog
          unit={{ id: unit.id, unit_label: unit.unit_label, property_name: property.name }}
          onClose={close}
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          {...action.confirmation(confirming)}
          busy={action.busy}
          error={action.error}
          onConfirm={async () => {
            if (await action.run(confirming)) setConfirming(null);
          }}
          onClose={() => {
            action.reset();
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}

function TenancyFactsSection({ ledger }: { ledger: TenancyLedger }) {
  return (
    <>
      {ledger.tenancy.start_on && ledger.tenancy.start_on > ledger.today && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Moves in {formatDate(ledger.tenancy.start_on)}.
        </Alert>
      )}
      <TenancyFacts ledger={ledger} />
    </>
  );
}
