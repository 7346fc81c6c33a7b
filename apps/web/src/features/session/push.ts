/**
 * Whether this browser has a push subscription (spec §3 "push store"). The push issue replaces
 * this stub; until then nobody is subscribed and the session polls every 60 s.
 */
export function usePushSubscribed(): boolean {
  return false;
}
