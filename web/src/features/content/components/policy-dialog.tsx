import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import dialogStyles from '@/components/ui/dialog.module.css';
import type { PolicyId } from '../utils/policies';
import { POLICIES } from '../utils/policy-texts';
import styles from './policy-dialog.module.css';

/** One policy in a modal dialog (focus kept inside, Escape or Close closes it). */
export function PolicyDialog({ policyId, onClose }: { policyId: PolicyId; onClose: () => void }) {
  const policy = POLICIES.find((candidate) => candidate.id === policyId);
  if (!policy) return null;
  return (
    <Dialog open onClose={onClose} title={policy.title}>
      <div className={styles.body}>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h3 className={styles.heading}>{section.heading}</h3>
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
