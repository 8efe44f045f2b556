import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { Button } from '@/components/ui/button';
import page from './shop-page.module.css';

// Spec section 2, "Search": the nine popular searches.
const POPULAR_SEARCHES = [
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

export function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  // Follow the URL when it changes underneath (back and forward).
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setDraft(query);
  }

  function search(term: string) {
    setDraft(term);
    setSearchParams(term.trim() ? { q: term.trim() } : {}, { replace: true });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(draft);
  }

  return (
    <>
      <DocumentTitle title="Search" />
      <section
        className={`container ${page.section} ${page.narrow}`}
        aria-labelledby="search-title"
      >
        <h1 id="search-title">Search Products</h1>
        <form role="search" className={page.searchForm} onSubmit={handleSubmit}>
          <label htmlFor="search-input" className="visually-hidden">
            Search by product name or code
          </label>
          <input
            id="search-input"
            className={page.searchInput}
            type="search"
            placeholder="Search by product name or code"
            // The search page exists to type into (spec: input with autofocus).
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        <h2 className={page.label}>Popular searches</h2>
        <ul className={page.chips}>
          {POPULAR_SEARCHES.map((term) => (
            <li key={term}>
              <button
                type="button"
                className={term === query ? `${page.chip} ${page.chipActive}` : page.chip}
                aria-pressed={term === query}
                onClick={() => search(term)}
              >
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
