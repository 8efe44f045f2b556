import { createAction } from '@reduxjs/toolkit';

// Dispatched when the session ends (logout, or a refresh refused). Any slice that holds
// per-user state (the auth user, the cart) resets on it, so features need not import each
// other. `byUser`: the shopper signed out (not an expired session).
export const sessionEnded = createAction<{ byUser: boolean } | undefined>('session/ended');
