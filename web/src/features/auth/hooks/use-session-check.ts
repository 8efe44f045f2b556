import { useCheckAuthQuery } from '../api/auth-api';

/**
 * Checks the stored session once when the app starts (GET /auth/check-auth, refreshing the
 * tokens once if needed). The auth slice records the answer; until then it is loading.
 */
export function useSessionCheck(): void {
  useCheckAuthQuery();
}
