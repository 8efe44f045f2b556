import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { Address } from '../types/address';
import styles from './address-book.module.css';

type AddressCardProps = {
  address: Address;
  stateName: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Checkout: the card can be chosen as the shipping address. */
  selectable?: { selected: boolean; onSelect: () => void };
  isEditing?: boolean;
};

/** One saved address: name, address, city, state, pincode, phone and Landmark. */
export function AddressCard({
  address,
  stateName,
  onEdit,
  onDelete,
  selectable,
  isEditing = false,
}: AddressCardProps) {
  const headingId = useId();
  const classes = [
    styles.card,
    selectable?.selected ? styles.selected : '',
    isEditing ? styles.editing : '',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardName}>
        {address.name || 'Address'}
      </h3>
      <dl className={styles.details}>
        <div>
          <dt>Address</dt>
          <dd>{address.address}</dd>
        </div>
        <div>
          <dt>City</dt>
          <dd>{address.city}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{stateName}</dd>
        </div>
        <div>
          <dt>Pincode</dt>
          <dd>{address.pincode}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{address.phone}</dd>
        </div>
        {address.notes ? (
          <div>
            <dt>Landmark</dt>
            <dd>{address.notes}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.cardActions}>
        {selectable ? (
          <Button
            variant={selectable.selected ? 'primary' : 'secondary'}
            aria-pressed={selectable.selected}
            onClick={selectable.onSelect}
          >
            {selectable.selected ? 'Selected' : 'Deliver Here'}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onEdit} aria-describedby={headingId}>
          Edit
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-describedby={headingId}>
          Delete
        </Button>
      </div>
    </article>
  );
}
