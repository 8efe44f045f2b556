import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './product-accordions.module.css';

/** Said of a product the owner flagged "Not returnable" (`noReturns`; docs/returns.md). */
export const NO_RETURNS_TEXT = "This item can't be returned or exchanged.";

const RETURN_POLICY = 'Return & Exchange Policy';

// The four product page accordions with the boutique's terms.
const SECTIONS: { title: string; body: ReactNode }[] = [
  {
    title: 'Color Accuracy Notice',
    body: (
      <p>
        We photograph every saree in natural light to show its true colour. Screens differ, so the
        shade you see may vary slightly from the fabric. Colour is not a reason for an exchange: we
        do not offer colour exchanges.
      </p>
    ),
  },
  {
    title: 'Shipping Order Processing',
    body: (
      <ul>
        <li>Shipping is free across India.</li>
        <li>Orders are delivered within 15 to 20 business days.</li>
        <li>International orders carry shipping charges and are non-refundable.</li>
      </ul>
    ),
  },
  {
    title: 'Wash Care Instructions',
    body: (
      <ul>
        <li>Dry clean only for silks, zari and embellished sarees.</li>
        <li>Store folded in a muslin or cotton cloth, away from direct sunlight.</li>
        <li>Refold every few months so the creases do not weaken the fabric.</li>
        <li>Iron on low heat on the reverse side; never iron directly on zari or prints.</li>
      </ul>
    ),
  },
  {
    title: RETURN_POLICY,
    body: (
      <ul>
        <li>
          Request a return by message within 2 days of receiving your order; we reply within 2
          working days.
        </li>
        <li>
          Return shipping is reimbursed up to ₹100 when sent by the national postal service (courier
          fee of Rs 100 reimbursed).
        </li>
        <li>
          A replacement is sent within 5 business days; if one is not possible, you are refunded
          within 2 working days. Bank charges are deducted from refunds.
        </li>
        <li>
          No returns on sale or discounted items, on beaded or sequined items, or because the saree
          was not liked. No colour exchanges. International orders are non-refundable.
        </li>
      </ul>
    ),
  },
];

/** `noReturns`: the return policy opens with NO_RETURNS_TEXT. */
export function ProductAccordions({ noReturns = false }: { noReturns?: boolean }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={styles.accordions}>
      {SECTIONS.map((section, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={section.title} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {section.title}
                <ChevronDownIcon size={18} className={expanded ? styles.turned : undefined} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {noReturns && section.title === RETURN_POLICY ? (
                <p className={styles.notice}>{NO_RETURNS_TEXT}</p>
              ) : null}
              {section.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
