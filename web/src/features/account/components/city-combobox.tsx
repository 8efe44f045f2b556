import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { FieldFrame, fieldDescription } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/text-field.module.css';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetCitiesQuery } from '../api/address-api';
import { canSuggestCities } from '../utils/address-rules';
import styles from './city-combobox.module.css';

/** Typing pauses this long before cities are looked up. */
export const CITY_LOOKUP_DEBOUNCE_MS = 250;
/** The list stays this long after the input loses focus, so a tap on it still lands. */
export const CITY_LIST_CLOSE_DELAY_MS = 200;

type CityComboboxProps = {
  /** The chosen state's code; suggestions need one. */
  stateCode: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  label?: string;
  name?: string;
};

/**
 * City: free text with suggestions (WAI-ARIA combobox with a listbox popup). With a state
 * chosen and 2+ letters typed, cities starting with them are looked up (debounced);
 * ArrowDown/ArrowUp move through them, Enter picks, Escape closes. Any text may be kept,
 * including when the lookup fails.
 */
export function CityCombobox({
  stateCode,
  value,
  onChange,
  onBlur,
  error,
  label = 'City',
  name = 'city',
}: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const { toast } = useToast();
  // The list is open for one state: choosing another state closes it.
  const [openForState, setOpenForState] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const toastedFailure = useRef<string | null>(null);

  const query = useDebouncedValue(value.trim(), CITY_LOOKUP_DEBOUNCE_MS);
  const isOpen = openForState !== null && openForState === stateCode;
  const shouldLookUp = isOpen && canSuggestCities(stateCode, query);
  const lookup = useGetCitiesQuery({ stateCode, q: query }, { skip: !shouldLookUp });

  // What the user has typed since the lookup (prefix match, as the server does).
  const typed = value.trim().toLowerCase();
  const options = (lookup.currentData ?? []).filter((city) => city.toLowerCase().startsWith(typed));
  const listVisible = isOpen && canSuggestCities(stateCode, value) && options.length > 0;
  const active = listVisible && activeIndex < options.length ? activeIndex : -1;

  const failureKey = `${stateCode}|${query}`;
  useEffect(() => {
    if (!lookup.isError || toastedFailure.current === failureKey) return;
    toastedFailure.current = failureKey;
    toast({
      title: 'Error loading cities',
      description: 'Please try again or enter city manually.',
      variant: 'destructive',
    });
  }, [lookup.isError, failureKey, toast]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function open() {
    setOpenForState(stateCode);
  }

  function close() {
    setOpenForState(null);
    setActiveIndex(-1);
  }

  function choose(city: string) {
    onChange(city);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) {
          open();
          setActiveIndex(0);
        } else if (options.length > 0) {
          setActiveIndex((active + 1) % options.length);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (options.length > 0 && isOpen) {
          setActiveIndex(active <= 0 ? options.length - 1 : active - 1);
        }
        break;
      case 'Enter': {
        const city = active >= 0 ? options[active] : undefined;
        if (city) {
          event.preventDefault(); // picks the city instead of submitting the form
          choose(city);
        }
        break;
      }
      case 'Escape':
        if (listVisible) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  }

  let status = '';
  if (isOpen && canSuggestCities(stateCode, value)) {
    if (lookup.isFetching && options.length === 0) status = 'Looking up cities…';
    else if (listVisible) {
      status = `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}`;
    } else if (lookup.isSuccess && !lookup.isFetching) {
      status = 'No suggestions: keep typing your city';
    }
  }

  const hint = stateCode
    ? 'Type 2 or more letters for suggestions'
    : 'Choose a state first to see suggestions';

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required className={styles.field}>
      <div className={styles.anchor}>
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          className={fieldStyles.input}
          value={value}
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listVisible ? listId : undefined}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error })}
          onChange={(event) => {
            onChange(event.target.value);
            open();
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => window.clearTimeout(closeTimer.current)}
          onBlur={() => {
            onBlur();
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(close, CITY_LIST_CLOSE_DELAY_MS);
          }}
        />
        {listVisible ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className={styles.list}
          >
            {options.map((city, index) => (
              <li
                key={city}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(city)}
              >
                {city}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {status}
      </span>
    </FieldFrame>
  );
}
