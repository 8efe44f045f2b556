import { createAction } from '@reduxjs/toolkit';

// Dispatched when the session ends (logout). Any slice that holds per-user state (the auth
// user, the cart) resets on it, so features need not import each other.
export const sessionEnded = createAction('session/ended');
