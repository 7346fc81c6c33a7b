import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SESSION_KEY } from '../../../app-state/session/useSession';
import { AccountCard } from '../AccountCard';

/** /activate/done: where the activation link (GET /api/activate.php) lands on success. */
export default function ActivateDonePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The account's status changed on the server: reload the session so the reminder goes away.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  }, [queryClient]);
  return (
    <AccountCard title={t('pages.activate-done.title')} intro={t('activation.doneText')} icon="check">
      <Link to="/members" className="btn btn-primary btn-lg px-5">
        {t('activation.toMembers')}
      </Link>
    </AccountCard>
  );
}
