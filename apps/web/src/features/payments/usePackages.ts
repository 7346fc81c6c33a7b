import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app-state/session/useSession';
import { packagesQuery } from './api';

/** The packages with the prices of this visitor (their country, their active discount). */
export function usePackages() {
  const user = useSession();
  return useQuery(packagesQuery(user?.id ?? null));
}
