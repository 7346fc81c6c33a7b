import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { ProgressController, type ProgressState } from './progressController';

/** Thin bar at the top of the page while a navigation loads, named (`label`) for screen readers. */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  const [state, setState] = useState<ProgressState>({ visible: false, value: 0 });
  const controller = useRef<ProgressController | null>(null);

  useEffect(() => {
    const c = new ProgressController(setState);
    controller.current = c;
    return () => c.dispose();
  }, []);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) controller.current?.start();
    else controller.current?.finish();
  }, [busy]);

  return (
    <div
      className={`nav-progress${state.visible ? ' is-visible' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
    >
      <div className="nav-progress__bar" style={{ transform: `scaleX(${state.value / 100})` }} />
    </div>
  );
}
