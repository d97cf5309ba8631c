import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PROPERTY_INSURANCE_URL } from '../../../mocks/documentExpiry';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { documentExpiryApi } from './documentExpiryApi';
import { InsuranceWarning } from './InsuranceWarning';

const answer = (state: string, expiresOn: string | null = null) =>
  server.use(
    http.post(PROPERTY_INSURANCE_URL, () =>
      HttpResponse.json({ state, expires_on: expiresOn, document_id: expiresOn && 'doc-1', document_name: null }),
    ),
  );

describe('InsuranceWarning', () => {
  it('warns when the property has no insurance policy on file', async () => {
    storeSession();
    answer('none');
    await renderWithProviders(<InsuranceWarning propertyId="p-oak" />);
    expect(await screen.findByRole('region', { name: 'Insurance' })).toHaveTextContent(
      'No current insurance policy on file',
    );
  });

  it('names the day the policy expired', async () => {
    storeSession();
    answer('expired', '2026-10-03');
    await renderWithProviders(<InsuranceWarning propertyId="p-oak" />);
    expect(await screen.findByRole('region', { name: 'Insurance' })).toHaveTextContent(
      'The insurance policy expired on Oct 3, 2026',
    );
  });

  it('says nothing while a policy is current', async () => {
    storeSession();
    const { store } = await renderWithProviders(<InsuranceWarning propertyId="p-oak" />);
    await waitFor(() =>
      expect(documentExpiryApi.endpoints.getPropertyInsurance.select('p-oak')(store.getState()).data?.state).toBe(
        'current',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Insurance' })).not.toBeInTheDocument();
  });
});
