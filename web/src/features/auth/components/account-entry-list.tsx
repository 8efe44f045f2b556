import { Link } from 'react-router';
import type { AccountEntry } from '../hooks/use-account-entries';

type AccountEntryListProps = {
  entries: AccountEntry[];
  /** Closes the sheet or menu around the list before an entry acts. */
  onClose: () => void;
  listClassName?: string;
  entryClassName?: string;
  ariaLabel?: string;
};

/** The account entries (My Account / Sign Out or Sign In / Create Account) as links and buttons. */
export function AccountEntryList({
  entries,
  onClose,
  listClassName,
  entryClassName,
  ariaLabel,
}: AccountEntryListProps) {
  return (
    <ul className={listClassName} aria-label={ariaLabel}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {'href' in entry ? (
            <Link to={entry.href} className={entryClassName} onClick={onClose}>
              {entry.label}
            </Link>
          ) : (
            <button
              type="button"
              className={entryClassName}
              onClick={() => {
                onClose();
                entry.onSelect();
              }}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
