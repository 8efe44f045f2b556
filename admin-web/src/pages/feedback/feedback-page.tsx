import { SectionPlaceholder } from '../../components/section-placeholder';

/** /admin/feedback — placeholder until the feedback feature lands. */
export function FeedbackPage() {
  return <SectionPlaceholder title="Feedback" />;
}
