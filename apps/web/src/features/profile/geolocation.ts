import { GEOLOCATION_MAX_AGE_MS } from '@amora/shared/constants';
import { useEffect, useState } from 'react';

/** Geolocation permission (docs/product.md#push): unsupported, unknown, or the browser's own state. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

type Nav = Pick<Navigator, 'permissions'> & { geolocation?: Geolocation };

export async function geolocationPermission(nav: Nav = navigator): Promise<GeoPermission> {
  if (!nav.geolocation) return 'unsupported';
  if (!nav.permissions?.query) return 'unknown';
  try {
    return (await nav.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

/** The permission state, kept current when the member changes it in the browser. */
export function useGeolocationPermission(): [GeoPermission, (state: GeoPermission) => void] {
  const [state, setState] = useState<GeoPermission>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? 'unknown' : 'unsupported',
  );
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let alive = true;
    const onChange = () => status && setState(status.state);
    void geolocationPermission().then((found) => {
      if (alive) setState(found);
    });
    navigator.permissions
      ?.query?.({ name: 'geolocation' })
      .then((s) => {
        status = s;
        s.addEventListener('change', onChange);
      })
      .catch(() => {});
    return () => {
      alive = false;
      status?.removeEventListener('change', onChange);
    };
  }, []);
  return [state, setState];
}

/** The member's position; a cached one up to an hour old will do (docs/product.md#numbers-and-limits). */
export function currentPosition(nav: Nav = navigator): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!nav.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    nav.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: 20_000,
      enableHighAccuracy: false,
    });
  });
}
