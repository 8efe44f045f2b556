import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchProductsInfiniteQuery } from '../api/catalogue-api';
import {
  initialSearchNavigation,
  searchKeyAction,
  searchNavigationReducer,
} from '../utils/search-navigation';
import type { Product } from '../types/catalogue';
import { PriceTag } from './price-tag';
import styles from './product-search.module.css';

// The search panel's nine popular searches.
export const POPULAR_SEARCHES = [
  'Kora Organza Saree',
  'Kalamkari Cotton Saree',
  'Kathan silk Saree',
  'Warm Silk Saree',
  'Masline Jamdani Saree',
  'Organza Embroidery Saree',
  'Tissue Silk Saree',
  'Chiniya Silk Saree',
  'Mul Cotton Saree',
] as const;

const DEBOUNCE_MS = 300;

/**
 * The search page's body: the input (a combobox over the results), the popular chips and the
 * ranked results of GET /shop/search/{keyword}, 300 ms after typing stops: a page of 24 and
 * the number of every match ("130 results for “silk”"); "Load more" appends the next page.
 * ArrowDown/ArrowUp move through the results, Enter opens one, Escape leaves the list. `?q=`
 * follows the text.
 */
type ProductSearchProps = {
  /** A control beside each result, e.g. quick add. */
  resultActions?: (product: Product) => ReactNode;
  /**
   * The search page keeps `?q=` in step with the text (the default); the header's search
   * panel, open over any page, leaves that page's address alone.
   */
  syncWithUrl?: boolean;
  /** Escape with no active result (the panel closes); without it Escape only clears the choice. */
  onEscape?: () => void;
  /** A result was opened (the panel closes). */
  onResultOpen?: () => void;
};

export function ProductSearch({
  resultActions,
  syncWithUrl = true,
  onEscape,
  onResultOpen,
}: ProductSearchProps = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = syncWithUrl ? (searchParams.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const keyword = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // Follow the address when it changes underneath (back and forward), but not when it
  // merely catches up with what was typed.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== keyword) setText(urlQuery);
  }
  const { data, isFetching, isFetchingNextPage, isError, error, hasNextPage, fetchNextPage } =
    useSearchProductsInfiniteQuery(keyword, { skip: !keyword });
  const pages = keyword ? (data?.pages ?? []) : [];
  // A product that moved between pages while they loaded is shown once.
  const results = uniqueById(pages.flatMap((page) => page.products));
  const resultCount = results.length;
  const total = Math.max(pages.at(-1)?.total ?? 0, resultCount);
  const canLoadMore = resultCount > 0 && hasNextPage;
  const [nav, dispatch] = useReducer(searchNavigationReducer, initialSearchNavigation);
  // New results (or a new keyword) clear the active result.
  const resultsKey = `${keyword}\u0000${resultCount}`;
  const [seenResultsKey, setSeenResultsKey] = useState('');
  if (resultsKey !== seenResultsKey) {
    setSeenResultsKey(resultsKey);
    dispatch({ type: 'results', count: resultCount });
  }
  const listId = useId();
  const inputId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Keep ?q= in step with what is searched (replace: no history entry per keystroke).
  useEffect(() => {
    if (!syncWithUrl || keyword === urlQuery.trim()) return;
    setSearchParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [syncWithUrl, keyword, urlQuery, setSearchParams]);

  function open(index: number) {
    const product = results[index];
    if (!product) return;
    onResultOpen?.();
    void navigate(paths.shop.details.getHref(product.id));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (nav.activeIndex >= 0) open(nav.activeIndex);
      return;
    }
    if (event.key === 'Escape' && onEscape && nav.activeIndex < 0) {
      event.preventDefault();
      onEscape();
      return;
    }
    const action = searchKeyAction(event.key);
    if (!action || resultCount === 0) return;
    event.preventDefault();
    dispatch(action);
  }

  useEffect(() => {
    if (nav.activeIndex < 0) return;
    document.getElementById(optionId(nav.activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on listId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nav.activeIndex]);

  const settled = keyword !== '' && keyword === text.trim() && (!isFetching || isFetchingNextPage);
  const showList = resultCount > 0;

  // "Load more" goes away with the last page: the focus it had goes back to the input (the
  // combobox, whose arrows reach every result) rather than to the page's body.
  const loadMoreRef = useRef<HTMLButtonElement>(null);
  const loadMoreHadFocus = useRef(false);
  useEffect(() => {
    if (canLoadMore || !loadMoreHadFocus.current) return;
    loadMoreHadFocus.current = false;
    document.getElementById(inputId)?.focus();
  }, [canLoadMore, inputId]);

  function loadMore() {
    if (isFetchingNextPage) return;
    loadMoreHadFocus.current = document.activeElement === loadMoreRef.current;
    void fetchNextPage();
  }

  return (
    <div className={styles.search}>
      <div className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          Search by product name or code
        </label>
        <SearchIcon className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={nav.activeIndex >= 0 ? optionId(nav.activeIndex) : undefined}
          placeholder="Search by product name or code"
          // The search page exists to type into (the input has autofocus).
          autoFocus
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      </div>

      <h2 className={styles.label}>Popular searches</h2>
      <ul className={styles.chips}>
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <button
              type="button"
              className={term === text.trim() ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-pressed={term === text.trim()}
              onClick={() => setText(term)}
            >
              {term}
            </button>
          </li>
        ))}
      </ul>

      <p className={styles.status} role="status" aria-live="polite">
        {!keyword
          ? ''
          : isFetching && !isFetchingNextPage
            ? 'Searching…'
            : isError
              ? getApiErrorMessage(error, 'Search failed. Please try again.')
              : settled && resultCount === 0
                ? 'No results found'
                : settled
                  ? resultsStatus(total, keyword)
                  : ''}
      </p>

      <ul id={listId} role="listbox" aria-label="Search results" className={styles.results}>
        {results.map((product, index) => {
          const active = index === nav.activeIndex;
          return (
            <li
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={active}
              className={active ? `${styles.result} ${styles.active}` : styles.result}
              onMouseEnter={() => dispatch({ type: 'hover', index })}
              onClick={() => open(index)}
            >
              <span className={styles.thumb}>
                {product.image[0] ? (
                  <ResponsiveImage src={product.image[0]} alt="" sizes="64px" />
                ) : null}
              </span>
              <span className={styles.resultText}>
                <span className={styles.resultTitle}>{product.title}</span>
                {product.productCode ? (
                  <span className={styles.code}>{product.productCode}</span>
                ) : null}
              </span>
              <PriceTag product={product} />
              {resultActions ? (
                // Quick add: its own control, not a choice of the listbox.
                <span className={styles.resultAction} onClick={(event) => event.stopPropagation()}>
                  {resultActions(product)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>

      {canLoadMore || pages.length > 1 ? (
        <div className={styles.more}>
          {/* Announced when a page is appended ("Showing 48 of 130"). */}
          <p id={`${listId}-shown`} className={styles.shown} aria-live="polite">
            Showing {resultCount} of {total}
          </p>
          {canLoadMore ? (
            <Button
              ref={loadMoreRef}
              variant="secondary"
              className={styles.moreButton}
              // Not disabled while loading: a disabled button would drop the keyboard's focus.
              aria-disabled={isFetchingNextPage}
              aria-describedby={`${listId}-shown`}
              onClick={loadMore}
            >
              {isFetchingNextPage ? 'Loading more…' : 'Load more results'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** "130 results for “silk”": every match, however many pages are on screen. */
function resultsStatus(total: number, keyword: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for “${keyword}”`;
}

function uniqueById(products: Product[]): Product[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
}
