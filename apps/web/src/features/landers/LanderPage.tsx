import { useParams } from 'react-router';
import { useSettings } from '../../app-state/site/useSettings';
import { useCurrentRoute } from '../../routeHandle';
import { LanderScreen } from './LanderScreen';

/**
 * Landers and member landings inside the main app (reached by a link within the app). A visitor
 * who arrives from outside gets the same screens from the lean lander entry (src/lander.tsx).
 */
export default function LanderPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const settings = useSettings();
  if (!route) return null;
  return <LanderScreen route={{ name: route.name, params }} settings={settings} />;
}
