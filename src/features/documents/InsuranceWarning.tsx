import { Alert, AlertTitle } from '@mui/material';
import { formatDate } from '../../utils/format';
import { useGetPropertyInsuranceQuery } from './documentExpiryApi';

/**
 * Near the top of a property's page: a warning when the property has no current insurance policy
 * on file (the database's property_insurance decides, on the landlord's day). Nothing while it
 * loads, when the policy is current, or when the read fails (the page has its own errors to show).
 */
export function InsuranceWarning({ propertyId }: { propertyId: string }) {
  const { data } = useGetPropertyInsuranceQuery(propertyId);
  if (!data || data.state === 'current') return null;
  return (
    <Alert severity="warning" role="region" aria-label="Insurance" sx={{ mb: 2 }}>
      <AlertTitle>
        {data.state === 'expired' && data.expires_on
          ? `The insurance policy expired on ${formatDate(data.expires_on)}`
          : 'No current insurance policy on file'}
      </AlertTitle>
      Add the property’s current policy as an Insurance policy document, with the date it runs out, to be reminded
      before it does.
    </Alert>
  );
}
