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
      .addCase(sessionEnded, () => signedOut)
      .addMatcher(authApi.endpoints.login.matchFulfilled, (_state, action) =>
        signedIn(action.payload.user),
      )
      .addMatcher(authApi.endpoints.login.matchRejected, () => signedOut)
      .addMatcher(authApi.endpoints.checkAuth.matchFulfilled, (_state, action) =>
        signedIn(action.payload),
      )
      .addMatcher(authApi.endpoints.checkAuth.matchRejected, (state, action) =>
        // A query skipped because it is already cached or running changes nothing.
        action.meta.condition ? state : signedOut,
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
