import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSignedOut } from '@/web/api/me';
import { onSignOutElsewhere } from './session-events';

/**
 * A sign-out in another tab ends this session too: forget what the old session fetched and leave the signed-in
 * pages at once, for `target` (sign-in, or the admin login).
 */
export function useLeaveOnSignOutElsewhere(target: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        client.clear();
        setSignedOut(client);
        void navigate(target, { replace: true });
      }),
    [client, navigate, target],
  );
}
