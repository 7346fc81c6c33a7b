import './staff.css';
import { type Capability, can } from '@amora/shared/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet } from 'react-router';
import { useSession } from '../session/useSession';
import { staffApi } from './api';
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
  { section: 'audit', label: S.nav.audit, capability: 'audit' },
];

export const staffMeQuery = {
  queryKey: ['staff', 'me'],
  queryFn: staffApi.me,
  retry: false,
  staleTime: 60_000,
};

/** The staff console's frame: its own top bar and navigation (none of the member layouts). */
export default function StaffLayout() {
  const user = useSession();
  const me = useQuery({ ...staffMeQuery, enabled: user !== null });
  const staff = me.data?.staff;
  return (
    <div className={`layout layout-staff ${user ? 'logged-in' : 'logged-out'}`} data-layout="staff">
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
        <Outlet />
      </main>
    </div>
  );
}
