import { type Capability, can } from '@amora/shared/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { setTitleOverride } from '../../app-state/site/pageTitle';
import { staffMeQuery } from './api';
import StaffPage from './StaffPage';
import { S } from './strings';

const NAV: { section: string; label: string; capability: Capability }[] = [
  { section: '', label: S.nav.home, capability: 'console' },
  { section: 'photos', label: S.nav.photos, capability: 'moderation' },
  { section: 'texts', label: S.nav.texts, capability: 'moderation' },
  { section: 'reports', label: S.nav.reports, capability: 'moderation' },
  { section: 'members', label: S.nav.members, capability: 'members_read' },
  { section: 'inbox', label: S.nav.inbox, capability: 'inbox' },
  { section: 'fictional', label: S.nav.fictional, capability: 'sites' },
  { section: 'sites', label: S.nav.sites, capability: 'sites' },
  { section: 'money', label: S.nav.money, capability: 'sites' },
  { section: 'mailings', label: S.nav.mailings, capability: 'mailings' },
  { section: 'audit', label: S.nav.audit, capability: 'audit' },
];

/**
 * The console's few styles, inline: a separate CSS file would add an entry to the member app's
 * preload map (bytes every member downloads) for a screen they never see.
 */
const STAFF_CSS = `.layout-staff { min-height: 100vh; background: #f6f6f8; } .staff-main { max-width: 1400px; } .staff-photo { aspect-ratio: 1; object-fit: cover; } .staff-thumb { width: 72px; height: 72px; object-fit: cover; flex: none; } .staff-text { white-space: pre-wrap; overflow-wrap: anywhere; } .staff-json { white-space: pre-wrap; word-break: break-all; font-size: 0.75rem; } .staff-gate { max-width: 420px; } .staff-chat { max-height: 60vh; overflow: auto; background: #fff; } .staff-bubble { max-width: 80%; padding: 0.4rem 0.7rem; border-radius: 0.8rem; background: #eceef2; white-space: pre-wrap; overflow-wrap: anywhere; } .staff-bubble--mine { background: #6f42c1; color: #fff; } .staff-bubble__meta { opacity: 0.75; } .staff-bubble--mine .staff-bubble__meta { opacity: 0.9; } .min-w-0 { min-width: 0; }`;

/** /staff/:section — the console's frame (its own bar and navigation, none of the member layouts) and the screen. */
export default function StaffLayout() {
  const user = useSession();
  const me = useQuery({ ...staffMeQuery, enabled: user !== null });
  const staff = me.data?.staff;
  // Outside the member route table, so the page title comes from here.
  useEffect(() => {
    setTitleOverride(S.title);
    return () => setTitleOverride(null);
  }, []);
  return (
    <div className={`layout layout-staff ${user ? 'logged-in' : 'logged-out'}`} data-layout="staff">
      <style>{STAFF_CSS}</style>
      <header className="staff-bar d-flex align-items-center gap-3 bg-dark text-white px-3 py-2">
        <Link to="/staff" className="fw-bold text-white text-decoration-none text-nowrap">
          {S.title}
        </Link>
        <span className="flex-grow-1 text-end small text-white-50 text-truncate">
          {staff ? S.loggedInAs(staff.email, staff.role) : null}
        </span>
        <Link to="/" className="btn btn-sm btn-outline-light text-nowrap">
          {S.toSite}
        </Link>
      </header>
      {staff && (
        <nav className="staff-nav border-bottom bg-body-tertiary" aria-label={S.title}>
          <ul className="nav nav-pills px-2 py-1 flex-nowrap overflow-auto">
            {NAV.filter((n) => can(staff.role, n.capability)).map((n) => (
              <li className="nav-item" key={n.section}>
                <NavLink
                  end
                  to={`/staff${n.section ? `/${n.section}` : ''}`}
                  className="nav-link text-nowrap py-1"
                >
                  {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="content" className="staff-main container-fluid py-3">
        <StaffPage />
      </main>
    </div>
  );
}
