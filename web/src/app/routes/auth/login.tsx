import { DocumentTitle } from '@/components/layout/document-title';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <>
      <DocumentTitle title="Sign In" />
      <LoginForm />
    </>
  );
}
