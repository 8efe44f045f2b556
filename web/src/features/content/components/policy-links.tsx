import { lazy, Suspense, useState } from 'react';
import { POLICY_TITLES, type PolicyId } from '../utils/policies';
import styles from './policy-links.module.css';

const PolicyDialog = lazy(() =>
  import('./policy-dialog').then((module) => ({ default: module.PolicyDialog })),
);

/** The footer's Policies list: each opens its dialog (loaded on first use). */
export function PolicyLinks() {
  const [open, setOpen] = useState<PolicyId | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {POLICY_TITLES.map((policy) => (
          <li key={policy.id}>
            <button
              type="button"
              className={styles.link}
              aria-haspopup="dialog"
              onClick={() => setOpen(policy.id)}
            >
              {policy.title}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <PolicyDialog policyId={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
