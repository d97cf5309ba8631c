import { AccountCard } from '../../features/auth/AccountCard';
import { useAuth } from '../../features/auth/AuthProvider';
import { SettingsPage } from '../../features/settings/SettingsPage';
import { AccountTransferSection } from './AccountTransferSection';

/** /settings: the settings page with the account card (auth) and the account export and import (data-transfer). */
export function SettingsRoute() {
  const { user } = useAuth();
  return <SettingsPage accountCard={<AccountCard user={user!} />} transferCard={<AccountTransferSection />} />;
}
