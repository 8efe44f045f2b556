import { Sheet } from '@/components/ui/sheet';
import type { AccountEntry } from '../hooks/use-account-entries';
import { AccountEntryList } from './account-entry-list';
import styles from './account-sheet.module.css';

type AccountSheetProps = {
  open: boolean;
  onClose: () => void;
  name: string | null;
  entries: AccountEntry[];
};

/**
 * The phone version of the account menu: a bottom sheet (modal dialog) with the same
 * entries, My Account / Sign Out or Sign In / Create Account.
 */
export function AccountSheet({ open, onClose, name, entries }: AccountSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Account" side="bottom">
      {name ? (
        <p className={styles.greeting}>
          Signed in as <strong>{name}</strong>
        </p>
      ) : (
        <p className={styles.greeting}>Sign in to check out, see your orders and addresses.</p>
      )}
      <AccountEntryList
        entries={entries}
        onClose={onClose}
        listClassName={styles.list}
        entryClassName={styles.entry}
        ariaLabel="Account"
      />
    </Sheet>
  );
}
