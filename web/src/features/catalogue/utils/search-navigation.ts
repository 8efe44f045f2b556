// Arrow-key movement through the search results: ArrowDown and ArrowUp move
// the active result and wrap round; new results clear it; Enter opens the active one.

export type SearchNavigationState = { count: number; activeIndex: number };

export type SearchNavigationAction =
  | { type: 'results'; count: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'hover'; index: number }
  | { type: 'reset' };

export const initialSearchNavigation: SearchNavigationState = { count: 0, activeIndex: -1 };

export function searchNavigationReducer(
  state: SearchNavigationState,
  action: SearchNavigationAction,
): SearchNavigationState {
  switch (action.type) {
    case 'results':
      return { count: Math.max(0, action.count), activeIndex: -1 };
    case 'next':
      if (state.count === 0) return state;
      return { ...state, activeIndex: (state.activeIndex + 1) % state.count };
    case 'previous':
      if (state.count === 0) return state;
      return {
        ...state,
        activeIndex: state.activeIndex <= 0 ? state.count - 1 : state.activeIndex - 1,
      };
    case 'hover':
      if (action.index < 0 || action.index >= state.count) return state;
      return { ...state, activeIndex: action.index };
    case 'reset':
      return { ...state, activeIndex: -1 };
  }
}

/** Maps a key to an action; null for keys the list leaves alone. */
export function searchKeyAction(key: string): SearchNavigationAction | null {
  if (key === 'ArrowDown') return { type: 'next' };
  if (key === 'ArrowUp') return { type: 'previous' };
  if (key === 'Escape') return { type: 'reset' };
  return null;
}
