import { DocumentTitle } from '@/components/layout/document-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  return (
    <>
      <DocumentTitle title="Reset Password" />
      <ResetPasswordForm />
    </>
  );
}
