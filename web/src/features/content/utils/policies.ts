// The four policies of the footer. Their text is in
// policy-texts.ts, loaded with the policy dialog on first use.

export type PolicyId = 'terms' | 'refund' | 'privacy' | 'shipping';

export const POLICY_TITLES: readonly { id: PolicyId; title: string }[] = [
  { id: 'terms', title: 'Terms & Conditions' },
  { id: 'refund', title: 'Refund & Returns Policy' },
  { id: 'privacy', title: 'Privacy Policy' },
  { id: 'shipping', title: 'Shipping Policy' },
];
