import { describe, expect, it } from 'vitest';
import {
  initialSearchNavigation,
  searchKeyAction,
  searchNavigationReducer as reduce,
  type SearchNavigationAction,
} from './search-navigation';

function run(...actions: SearchNavigationAction[]) {
  return actions.reduce(reduce, initialSearchNavigation);
}

describe('search keyboard navigation', () => {
  it('starts with no active result and moves down and up, wrapping round', () => {
    const results = { type: 'results', count: 3 } as const;
    const down = { type: 'next' } as const;
    const up = { type: 'previous' } as const;
    expect(run(results).activeIndex).toBe(-1);
    expect(run(results, down).activeIndex).toBe(0);
    expect(run(results, down, down, down).activeIndex).toBe(2);
    expect(run(results, down, down, down, down).activeIndex).toBe(0);
    expect(run(results, up).activeIndex).toBe(2);
    expect(run(results, down, up).activeIndex).toBe(2);
    expect(run(results, down, down, up).activeIndex).toBe(0);
  });

  it('does nothing without results and clears the choice on new results', () => {
    expect(run({ type: 'next' })).toEqual(initialSearchNavigation);
    expect(
      run({ type: 'results', count: 2 }, { type: 'next' }, { type: 'results', count: 5 }),
    ).toEqual({
      count: 5,
      activeIndex: -1,
    });
  });

  it('follows the pointer within the list', () => {
    expect(run({ type: 'results', count: 2 }, { type: 'hover', index: 1 }).activeIndex).toBe(1);
    expect(run({ type: 'results', count: 2 }, { type: 'hover', index: 7 }).activeIndex).toBe(-1);
  });

  it('maps keys to actions', () => {
    expect(searchKeyAction('ArrowDown')).toEqual({ type: 'next' });
    expect(searchKeyAction('ArrowUp')).toEqual({ type: 'previous' });
    expect(searchKeyAction('Escape')).toEqual({ type: 'reset' });
    expect(searchKeyAction('a')).toBeNull();
  });
});
