import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useAccountEntries } from '../hooks/use-account-entries';
import { AccountSheet } from './account-sheet';
import styles from './account-menu.module.css';

/**
 * The header's account control. On phones it opens the account bottom sheet; on wider
 * screens the dropdown menu.
 */
export function AccountMenu() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <AccountSheetButton /> : <AccountDropdown />;
}

function AccountSheetButton() {
  const { name, isAuthenticated, entries } = useAccountEntries();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={isAuthenticated && name ? `Account menu for ${name}` : 'Account menu'}
        onClick={() => setIsOpen(true)}
      >
        <UserIcon />
      </button>
      <AccountSheet
        open={isOpen}
        onClose={() => setIsOpen(false)}
        name={isAuthenticated ? name : null}
        entries={entries}
      />
    </>
  );
}

/**
 * The dropdown account menu (menu button pattern): Enter/Space/ArrowDown open it on the
 * first entry, arrows and Home/End move, Escape closes and returns focus to the button.
 */
function AccountDropdown() {
  const { name, isAuthenticated, entries } = useAccountEntries();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  function open(focusIndex: number) {
    pendingFocus.current = focusIndex;
    setIsOpen(true);
  }

  // Move focus into the menu once it has rendered.
  useEffect(() => {
    if (!isOpen || pendingFocus.current === null) return;
    const count = entries.length;
    const index = (pendingFocus.current + count) % count;
    itemRefs.current[index]?.focus();
    pendingFocus.current = null;
  }, [isOpen, entries.length]);

  // A click or focus outside closes the menu.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointer(event: Event) {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    }
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('focusin', handlePointer);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('focusin', handlePointer);
    };
  }, [isOpen, close]);

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(-1);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = itemRefs.current
      .slice(0, entries.length)
      .filter((item): item is HTMLElement => item !== null);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={isAuthenticated && name ? `Account menu for ${name}` : 'Account menu'}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={handleTriggerKeyDown}
      >
        <UserIcon />
        {isAuthenticated && name ? <span className={styles.name}>{name}</span> : null}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {isOpen ? (
        <div className={styles.menu}>
          {isAuthenticated && name ? (
            <p className={styles.greeting}>
              Signed in as <strong>{name}</strong>
            </p>
          ) : null}
          <ul
            id={menuId}
            role="menu"
            aria-label="Account"
            className={styles.list}
            onKeyDown={handleMenuKeyDown}
          >
            {entries.map((entry, index) => (
              <li key={entry.id} role="none">
                {'href' in entry ? (
                  <Link
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    role="menuitem"
                    tabIndex={-1}
                    className={styles.item}
                    to={entry.href}
                    onClick={() => close(false)}
                  >
                    {entry.label}
                  </Link>
                ) : (
                  <button
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={styles.item}
                    onClick={() => {
                      close(true);
                      entry.onSelect();
                    }}
                  >
                    {entry.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
