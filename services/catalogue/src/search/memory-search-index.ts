import type { SearchIndex } from './search-index.js';
import {
  compareCandidates,
  normalizePage,
  normalizeText,
  prepareCandidate,
  type RankCandidate,
  type SearchDoc,
  type SearchPage,
  type SearchResult,
  searchDocOf,
} from './search-ranking.js';

/**
 * Longest word searched with typos: no real word is longer, and an edit-distance matrix
 * grows with the square of the word.
 */
export const MAX_FUZZY_WORD = 32;

/**
 * The typo tolerance (the rules MiniSearch applied when it backed this index, as
 * Meilisearch does): how many typos a query word may have, by its length: one from 4
 * letters, two from 9, none past MAX_FUZZY_WORD.
 */
export function typosAllowed(word: string): number {
  if (word.length > MAX_FUZZY_WORD) return 0;
  return word.length >= 9 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Words of 2 or 3 letters also match the indexed words they begin. */
export const prefixSearched = (word: string) => word.length >= 2 && word.length < 4;

/** Word separators of the typo-tolerant tier (spaces and punctuation, MiniSearch's). */
const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** The normalized words of a text as the typo-tolerant tier sees them. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const piece of text.split(WORD_SEPARATOR)) {
    const word = normalizeText(piece);
    if (word) words.push(word);
  }
  return words;
}

/** Levenshtein distance of `a` and `b` if at most `max`, else max + 1 (rows cut short). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = previous[j - 1] + (char === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(cost, previous[j] + 1, current[j - 1] + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length], max + 1);
}

/** Whether `a` and `b` are at most one insertion, deletion or substitution apart. */
function withinOneEdit(a: string, b: string): boolean {
  const gap = a.length - b.length;
  if (gap > 1 || gap < -1) return false;
  const [long, short] = gap < 0 ? [b, a] : [a, b];
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  if (i === short.length) return true; // equal, or one letter added at the end
  // the first difference: substitute (same length) or skip a letter of the longer one
  return long.length === short.length
    ? long.slice(i + 1) === short.slice(i + 1)
    : long.slice(i + 1) === short.slice(i);
}

/** FNV-1a of `text` without the character at `skip` (-1: the whole text). */
function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5 ^ (text.length - (skip >= 0 ? 1 : 0));
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash | 0;
}

/** 32 bits, one per character class (code modulo 32): a cheap filter before a distance. */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** An open-addressing multimap of 32-bit hashes to term numbers, in two typed arrays. */
class HashMultimap {
  private keys = new Int32Array(1024);
  private values = new Int32Array(1024).fill(-1);
  private size = 0;

  add(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.values.length) this.grow();
    const mask = this.values.length - 1;
    let slot = key & mask;
    while (this.values[slot] !== -1) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.values[slot] = value;
    this.size++;
  }

  forEach(key: number, visit: (value: number) => void): void {
    const mask = this.values.length - 1;
    for (let slot = key & mask; this.values[slot] !== -1; slot = (slot + 1) & mask)
      if (this.keys[slot] === key) visit(this.values[slot]);
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(values.length * 2);
    this.values = new Int32Array(values.length * 2).fill(-1);
    this.size = 0;
    for (let slot = 0; slot < values.length; slot++)
      if (values[slot] !== -1) this.add(keys[slot], values[slot]);
  }
}

/**
 * Distinct strings (terms), each with the documents holding it. Terms are numbered in the
 * order they first appear and never renumbered: a term whose documents are all gone stays,
 * with no documents, until the next replaceAll.
 */
class Postings {
  readonly numbers = new Map<string, number>();
  readonly terms: string[] = [];
  readonly docs: number[][] = [];

  /** Files `doc` under `term`; answers the term's number. */
  add(term: string, doc: number): number {
    let number = this.numbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      this.numbers.set(term, number);
      this.terms.push(term);
      this.docs.push([]);
    }
    this.docs[number].push(doc);
    return number;
  }

  delete(term: string, doc: number): void {
    const number = this.numbers.get(term);
    if (number === undefined) return;
    const docs = this.docs[number];
    const at = docs.indexOf(doc);
    if (at === -1) return;
    docs[at] = docs[docs.length - 1];
    docs.pop();
  }
}

/**
 * Substring search over the terms of a Postings: every 1-, 2- and 3-letter piece of a term
 * points at it, so a keyword of up to 3 letters is one lookup and a longer one checks
 * only the terms holding its rarest 3-letter piece. Terms are added as they appear.
 */
class SubstringIndex {
  private readonly pieces = new Map<string, number[]>();
  private indexed = 0;

  constructor(private readonly postings: Postings) {}

  /** Calls `visit` with the number of every term containing `key`. */
  find(key: string, visit: (term: number) => void): void {
    this.catchUp();
    if (key.length <= 3) {
      for (const term of this.pieces.get(key) ?? []) visit(term);
      return;
    }
    // The rarest of (at most 16) of its 3-letter pieces; any piece no term has ends it.
    let rarest: number[] | undefined;
    const step = Math.max(1, Math.floor((key.length - 3) / 15));
    for (let at = 0; at + 3 <= key.length; at += step) {
      const terms = this.pieces.get(key.slice(at, at + 3));
      if (!terms) return;
      if (!rarest || terms.length < rarest.length) rarest = terms;
    }
    const { terms } = this.postings;
    for (const term of rarest ?? []) if (terms[term].includes(key)) visit(term);
  }

  private catchUp(): void {
    const { terms } = this.postings;
    for (; this.indexed < terms.length; this.indexed++) {
      const term = terms[this.indexed];
      const seen = new Set<string>();
      for (let length = 1; length <= 3; length++)
        for (let at = 0; at + length <= term.length; at++) seen.add(term.slice(at, at + length));
      for (const piece of seen) {
        const list = this.pieces.get(piece);
        if (list) list.push(this.indexed);
        else this.pieces.set(piece, [this.indexed]);
      }
    }
  }
}

/**
 * Typo-tolerant and prefix matching over the words of a Postings. One typo (words of 4 to
 * 8 letters): every word of 3 to 9 letters is filed under the hash of itself and of each
 * of its one-letter deletions, so a query word needs only its own few deletions looked up
 * (a near miss is two words sharing a deletion), then checked. Two typos (9 to 32
 * letters): the words of a length within two, filtered by their letters, then measured.
 * Prefixes (2 or 3 letters): a binary search in the sorted words.
 */
class WordMatcher {
  private readonly deletions = new HashMultimap();
  private readonly byLength: number[][] = [];
  private readonly masks: number[] = [];
  private sorted: number[] = [];
  private indexed = 0;

  constructor(private readonly postings: Postings) {}

  /** Calls `visit` with the number of every indexed word the query word matches. */
  find(word: string, visit: (term: number) => void): void {
    this.catchUp();
    const { numbers, terms } = this.postings;
    if (prefixSearched(word)) return this.withPrefix(word, visit);
    const typos = typosAllowed(word);
    if (typos === 0) {
      const exact = numbers.get(word);
      if (exact !== undefined) visit(exact);
    } else if (typos === 1) {
      const seen = new Set<number>();
      const check = (term: number) => {
        if (!seen.has(term) && withinOneEdit(word, terms[term])) visit(term);
        seen.add(term);
      };
      this.deletions.forEach(hashWithout(word, -1), check);
      for (let skip = 0; skip < word.length; skip++)
        this.deletions.forEach(hashWithout(word, skip), check);
    } else {
      const mask = letterMask(word);
      for (let length = word.length - 2; length <= word.length + 2; length++) {
        for (const term of this.byLength[length] ?? []) {
          const other = this.masks[term];
          if (bitCount(mask & ~other) > 2 || bitCount(other & ~mask) > 2) continue;
          if (boundedDistance(word, terms[term], 2) <= 2) visit(term);
        }
      }
    }
  }

  private withPrefix(word: string, visit: (term: number) => void): void {
    const { terms } = this.postings;
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[this.sorted[middle]] < word) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sorted.length && terms[this.sorted[i]].startsWith(word); i++)
      visit(this.sorted[i]);
  }

  private catchUp(): void {
    const { terms } = this.postings;
    const from = this.indexed;
    if (from === terms.length) return;
    for (; this.indexed < terms.length; this.indexed++) {
      const term = terms[this.indexed];
      this.masks.push(letterMask(term));
      if (term.length >= 7 && term.length <= MAX_FUZZY_WORD + 2)
        (this.byLength[term.length] ??= []).push(this.indexed);
      if (term.length >= 3 && term.length <= 9) {
        this.deletions.add(hashWithout(term, -1), this.indexed);
        for (let skip = 0; skip < term.length; skip++)
          this.deletions.add(hashWithout(term, skip), this.indexed);
      }
    }
    if (terms.length - from > 64) {
      this.sorted = terms.map((_, number) => number);
      this.sorted.sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
      return;
    }
    for (let number = from; number < terms.length; number++) {
      // a few new words (product edits): each put in its place
      let low = 0;
      let high = this.sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (terms[this.sorted[middle]] < terms[number]) low = middle + 1;
        else high = middle;
      }
      this.sorted.splice(low, 0, number);
    }
  }
}

/** One document as indexed. */
interface Entry {
  candidate: RankCandidate;
  /** Space-separated words of the normalized title. */
  titleWords: string[];
  /** Distinct words of title, second title and code for the typo-tolerant tier. */
  words: string[];
}

const sameDoc = (a: SearchDoc, b: SearchDoc) =>
  a.title === b.title &&
  a.secondTitle === b.secondTitle &&
  a.productCode === b.productCode &&
  a.effectivePrice === b.effectivePrice;

/** Tiers are stored as tier << RANK_BITS | rank when a small page of matches is sorted. */
const RANK_BITS = 24;

/** Every structure of one generation of the index (replaceAll builds a new one). */
class IndexState {
  /** Documents by number (a removed document's number is reused). */
  readonly entries: (Entry | undefined)[] = [];
  readonly numbers = new Map<string, number>();
  private readonly free: number[] = [];
  /** Normalized code → documents (tiers 1 and 2). */
  private readonly codes = new Postings();
  private readonly codeSearch = new SubstringIndex(this.codes);
  /** Title word → documents having it anywhere (tier 4) / as their first word (tier 3). */
  private readonly titleWords = new Postings();
  private readonly titleFirstWords = new Postings();
  private readonly titleSearch = new SubstringIndex(this.titleWords);
  /** Words of title, second title and code → documents (tier 5). */
  private readonly words = new Postings();
  private readonly wordSearch = new WordMatcher(this.words);
  /** Normalized title by document number (what tiers 3 and 4 check). */
  private readonly titles: string[] = [];
  /** Document numbers in listing order, and each one's position in it; rebuilt on change. */
  private order: Int32Array | undefined;
  private rank = new Int32Array(0);

  get size(): number {
    return this.numbers.size;
  }

  get(id: string): SearchDoc | undefined {
    const number = this.numbers.get(id);
    return number === undefined ? undefined : this.entries[number]?.candidate.doc;
  }

  add(doc: SearchDoc): void {
    this.delete(doc.id);
    const candidate = prepareCandidate(doc);
    const titleWords = candidate.title ? candidate.title.split(' ') : [];
    const words = [
      ...new Set([
        ...searchWords(doc.title),
        ...searchWords(doc.secondTitle),
        ...searchWords(doc.productCode),
      ]),
    ];
    const number = this.free.pop() ?? this.entries.length;
    for (const word of words) this.words.add(word, number);
    this.entries[number] = { candidate, titleWords, words };
    this.titles[number] = candidate.title;
    this.numbers.set(doc.id, number);
    if (candidate.code) this.codes.add(candidate.code, number);
    for (const word of new Set(titleWords)) this.titleWords.add(word, number);
    if (titleWords.length > 0) this.titleFirstWords.add(titleWords[0], number);
    this.placeInOrder(number);
  }

  delete(id: string): boolean {
    const number = this.numbers.get(id);
    if (number === undefined) return false;
    const { candidate, titleWords, words } = this.entries[number]!;
    if (candidate.code) this.codes.delete(candidate.code, number);
    for (const word of new Set(titleWords)) this.titleWords.delete(word, number);
    if (titleWords.length > 0) this.titleFirstWords.delete(titleWords[0], number);
    for (const word of words) this.words.delete(word, number);
    this.entries[number] = undefined;
    this.titles[number] = '';
    this.numbers.delete(id);
    this.free.push(number);
    this.takeFromOrder(number);
    return true;
  }

  /** Forgets the listing order: the next query sorts every document (after bulk writes). */
  dropOrder(): void {
    this.order = undefined;
  }

  /** Puts a new document in the listing order in place (a binary search and a copy). */
  private placeInOrder(number: number): void {
    const { order, entries } = this;
    if (!order) return;
    const { candidate } = entries[number]!;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareCandidates(entries[order[middle]]!.candidate, candidate) < 0) low = middle + 1;
      else high = middle;
    }
    const next = new Int32Array(order.length + 1);
    next.set(order.subarray(0, low));
    next[low] = number;
    next.set(order.subarray(low), low + 1);
    if (this.rank.length < entries.length) {
      const rank = new Int32Array(Math.max(entries.length, this.rank.length * 2));
      rank.set(this.rank);
      this.rank = rank;
    }
    for (let position = low; position < next.length; position++)
      this.rank[next[position]] = position;
    this.order = next;
  }

  /** Takes a removed document out of the listing order. */
  private takeFromOrder(number: number): void {
    const { order } = this;
    if (!order) return;
    const at = this.rank[number];
    const next = new Int32Array(order.length - 1);
    next.set(order.subarray(0, at));
    next.set(order.subarray(at + 1), at);
    for (let position = at; position < next.length; position++)
      this.rank[next[position]] = position;
    this.order = next;
  }

  /** Document numbers in listing order (compareCandidates). */
  private listingOrder(): Int32Array {
    if (!this.order) {
      const numbers = [...this.numbers.values()];
      const { entries } = this;
      numbers.sort((a, b) => compareCandidates(entries[a]!.candidate, entries[b]!.candidate));
      this.order = Int32Array.from(numbers);
      this.rank = new Int32Array(entries.length);
      this.order.forEach((number, position) => (this.rank[number] = position));
    }
    return this.order;
  }

  query(key: string, page: SearchPage): SearchResult {
    const { offset, limit } = normalizePage(page);
    // tiers[n]: the best tier of document n (0: no match); touched: the matched documents.
    let tiers: Uint8Array | undefined;
    const touched: number[] = [];
    const mark = (docs: readonly number[], tier: number) => {
      if (docs.length === 0) return;
      tiers ??= new Uint8Array(this.entries.length);
      for (const doc of docs) {
        if (tiers[doc] === 0) {
          tiers[doc] = tier;
          touched.push(doc);
        }
      }
    };
    // Tiers are marked best first, so a document keeps the first (best) tier it gets.
    const exact = this.codes.numbers.get(key);
    if (exact !== undefined) mark(this.codes.docs[exact], 1);
    this.codeSearch.find(key, (code) => mark(this.codes.docs[code], 2));
    this.markTitles(key, mark);
    this.markWords(key, mark);

    const total = touched.length;
    if (limit === 0 || offset >= total) return { ids: [], total };
    return { ids: this.pageOf(tiers!, touched, offset, limit), total };
  }

  /** Tier 3 (title starts with the keyword) and tier 4 (title contains it). */
  private markTitles(key: string, mark: (docs: readonly number[], tier: number) => void) {
    const { terms, docs } = this.titleWords;
    if (!key.includes(' ')) {
      const matching: number[] = [];
      this.titleSearch.find(key, (word) => matching.push(word));
      for (const word of matching) {
        if (!terms[word].startsWith(key)) continue;
        const first = this.titleFirstWords.numbers.get(terms[word]);
        if (first !== undefined) mark(this.titleFirstWords.docs[first], 3);
      }
      for (const word of matching) mark(docs[word], 4);
      return;
    }
    // Several words: a matching title has a word ending with the first, the middle ones
    // whole and a word starting with the last. The titles of the rarest are checked.
    const parts = key.split(' ');
    let rarest: number[] | undefined;
    let rarestDocs = Infinity;
    for (const [at, part] of parts.entries()) {
      const fits = (word: string) => (at === 0 ? word.endsWith(part) : word.startsWith(part));
      const words: number[] = [];
      let count = 0;
      const take = (word: number) => {
        words.push(word);
        count += docs[word].length;
      };
      if (at > 0 && at < parts.length - 1) {
        const whole = this.titleWords.numbers.get(part); // a middle word: one lookup
        if (whole !== undefined) take(whole);
      } else {
        this.titleSearch.find(part, (word) => {
          if (fits(terms[word])) take(word);
        });
      }
      if (count < rarestDocs) [rarest, rarestDocs] = [words, count];
      if (count === 0) return; // no title has this word where it must be
    }
    const starts: number[] = [];
    const contains: number[] = [];
    for (const word of rarest ?? []) {
      for (const doc of docs[word]) {
        const title = this.titles[doc];
        if (title.startsWith(key)) starts.push(doc);
        else if (title.includes(key)) contains.push(doc);
      }
    }
    mark(starts, 3);
    mark(contains, 4);
  }

  /**
   * Tier 5: documents with every query word (typo-tolerant, or as a prefix for short
   * words) in their title, second title or code; when no document has them all, those
   * with any of them.
   */
  private markWords(key: string, mark: (docs: readonly number[], tier: number) => void) {
    const queryWords = [...new Set(searchWords(key))]; // a repeated word asks nothing more
    const { docs } = this.words;
    const matches = queryWords.map((word) => {
      const found: number[] = [];
      this.wordSearch.find(word, (term) => found.push(term));
      return found;
    });
    if (matches.length === 0 || matches.every((found) => found.length === 0)) return;
    if (matches.length === 1) {
      for (const term of matches[0]) mark(docs[term], 5);
      return;
    }
    if (matches.every((found) => found.length > 0)) {
      // stamps[n] = how many query words document n has had, in order (each counted once)
      const stamps = new Int32Array(this.entries.length);
      // the most common first, so the last pass (the one that collects) is the shortest
      const size = (found: number[]) => found.reduce((sum, term) => sum + docs[term].length, 0);
      const ordered = matches
        .map((found) => ({ found, size: size(found) }))
        .sort((a, b) => b.size - a.size)
        .map(({ found }) => found);
      for (const [index, found] of ordered.entries()) {
        let advanced = 0;
        for (const term of found)
          for (const doc of docs[term])
            if (stamps[doc] === index) {
              stamps[doc]++;
              advanced++;
            }
        if (advanced === 0) break; // no document has every word so far: none has them all
      }
      const all: number[] = [];
      for (const term of ordered[ordered.length - 1])
        for (const doc of docs[term])
          if (stamps[doc] === matches.length) {
            stamps[doc]++;
            all.push(doc);
          }
      if (all.length > 0) return mark(all, 5);
    }
    for (const found of matches) for (const term of found) mark(docs[term], 5);
  }

  /** The ids from `offset` in (tier, listing order), at most `limit`. */
  private pageOf(tiers: Uint8Array, touched: number[], offset: number, limit: number) {
    const order = this.listingOrder();
    const ids: string[] = [];
    const idOf = (doc: number) => this.entries[doc]!.candidate.doc.id;
    if (touched.length * 8 <= order.length) {
      // few matches: sort them by tier and position
      const keys = Int32Array.from(touched, (doc) => (tiers[doc] << RANK_BITS) | this.rank[doc]);
      keys.sort();
      const end = Math.min(keys.length, offset + limit);
      for (let i = offset; i < end; i++) ids.push(idOf(order[keys[i] & ((1 << RANK_BITS) - 1)]));
      return ids;
    }
    // many: walk the listing order once per tier the page reaches
    const counts = [0, 0, 0, 0, 0, 0];
    for (const doc of touched) counts[tiers[doc]]++;
    let skip = offset;
    for (let tier = 1; tier <= 5 && ids.length < limit; tier++) {
      if (skip >= counts[tier]) {
        skip -= counts[tier];
        continue;
      }
      for (let position = 0; position < order.length && ids.length < limit; position++) {
        if (tiers[order[position]] !== tier) continue;
        if (skip > 0) skip--;
        else ids.push(idOf(order[position]));
      }
    }
    return ids;
  }
}

/**
 * The embedded search adapter (per process, kept current by the product events and rebuilt
 * from the database at start). Hand-written rather than the MiniSearch library that backed
 * it before, because of a measurement: on 10,000 products MiniSearch with the substring scan
 * cost 0.35-1.36 ms of CPU per query, this 0.01-0.05 ms (scripts/search-cpu.mjs), and the
 * spec checks it answers what the MiniSearch-based index answered. Every query is answered from inverted indexes, never by scanning the documents:
 *
 * - tiers 1 and 2 (code is / contains the keyword): distinct codes, found by a lookup and
 *   by their 1- to 3-letter pieces;
 * - tiers 3 and 4 (title starts with / contains it): distinct title words the same way
 *   (a keyword of several words checks the titles having its rarest word);
 * - tier 5 (typo-tolerant): the words of title, second title and code (typosAllowed,
 *   prefixSearched; every word, or failing that any word) through a deletion index.
 *
 * The matched documents are counted (the total) and only the page is put in order, from
 * the listing order kept for all documents. A keyword that matches nothing costs a few
 * hash lookups.
 */
export class MemorySearchIndex implements SearchIndex {
  readonly kind = 'memory';
  readonly shared = false;
  private state = new IndexState();

  upsert(docs: readonly SearchDoc[]): Promise<void> {
    // a few edits move their documents in the listing order; many sort it once, later
    if (docs.length > 64) this.state.dropOrder();
    for (const doc of docs) {
      const existing = this.state.get(doc.id);
      if (existing && sameDoc(existing, doc)) continue; // stock moves change nothing here
      this.state.add(searchDocOf(doc));
    }
    return Promise.resolve();
  }

  remove(id: string): Promise<void> {
    this.state.delete(id);
    return Promise.resolve();
  }

  /** Builds the new generation aside and swaps it in: queries never see a partial one. */
  replaceAll(docs: readonly SearchDoc[]): Promise<void> {
    const next = new IndexState();
    for (const doc of docs) next.add(searchDocOf(doc));
    this.state = next;
    return Promise.resolve();
  }

  query(keyword: string, page: SearchPage): Promise<SearchResult> {
    return Promise.resolve(this.querySync(keyword, page));
  }

  querySync(keyword: string, page: SearchPage): SearchResult {
    const key = normalizeText(keyword);
    if (!key) return { ids: [], total: 0 };
    return this.state.query(key, page);
  }

  get size(): number {
    return this.state.size;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
