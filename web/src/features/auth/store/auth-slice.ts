import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@/lib/session-events';
import { authApi } from '../api/auth-api';
import type { User } from '../types/auth';

// Authentication states: starts loading and signed out; login success sets the
// user, failure clears it; the start-up check settles it; logout clears it.
export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  /**
   * Set when the shopper signed out (until the next sign-in): a signed-in-only page they
   * were on waits for the logout's move home instead of sending them to login.
   */
  signedOutByUser?: boolean;
};

export const initialAuthState: AuthState = { isLoading: true, isAuthenticated: false, user: null };

const signedOut: AuthState = { isLoading: false, isAuthenticated: false, user: null };

function signedIn(user: User): AuthState {
  return { isLoading: false, isAuthenticated: true, user };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (_state, action) =>
        action.payload?.byUser ? { ...signedOut, signedOutByUser: true } : signedOut,
      )
      .addMatcher(authApi.endpoints.login.matchFulfilled, (_state, action) =>
        signedIn(action.payload.user),
      )
      .addMatcher(authApi.endpoints.login.matchRejected, () => signedOut)
      .addMatcher(authApi.endpoints.checkAuth.matchFulfilled, (_state, action) =>
        signedIn(action.payload),
      )
      .addMatcher(authApi.endpoints.checkAuth.matchRejected, (state, action) =>
        // A query skipped because it is already cached or running changes nothing; the
        // check that runs again after a sign-out keeps it a sign-out.
        action.meta.condition ? state : { ...signedOut, signedOutByUser: state.signedOutByUser },
      )
      .addMatcher(authApi.endpoints.getProfile.matchFulfilled, (state, action) => {
        if (state.isAuthenticated) state.user = action.payload;
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectCurrentUser: (state) => state.user,
  },
});

export const { selectAuth, selectCurrentUser } = authSlice.selectors;
