/**
 * Tells the other tabs of this browser that the user signed out, so a signed-in page left open elsewhere
 * goes to sign-in instead of showing data of a session that no longer exists.
 */
const CHANNEL = 'diaspora-hub-session';

export function announceSignOut() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

export function onSignOutElsewhere(handler: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => event.data === 'signed-out' && handler();
  return () => channel.close();
}
