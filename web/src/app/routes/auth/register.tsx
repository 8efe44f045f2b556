import { DocumentTitle } from '@/components/layout/document-title';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterRoute() {
  return (
    <>
      <DocumentTitle title="Create Account" />
      <RegisterForm />
    </>
  );
}
