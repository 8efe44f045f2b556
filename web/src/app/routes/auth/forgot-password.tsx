import { DocumentTitle } from '@/components/layout/document-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <DocumentTitle title="Forgot Password" />
      <ForgotPasswordForm />
    </>
  );
}
