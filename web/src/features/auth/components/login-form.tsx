import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLoginMutation } from '../api/auth-api';
import styles from './auth-form.module.css';

/**
 * Sign-in form. On success the auth slice holds the user and the auth layout's guard sends
 * them on (postLoginTarget: by role and the `redirect` query), as for any signed-in visitor.
 */
export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password.trim()) {
      toast({
        title: 'Missing Fields',
        description: 'Please fill out both email and password.',
        variant: 'destructive',
      });
      return;
    }
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      toast({ title: getApiErrorMessage(result.error, 'Login failed'), variant: 'destructive' });
      return;
    }
    toast({ title: result.data.message || 'Logged in successfully', variant: 'success' });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div>
        <h1 className={styles.heading}>Sign in to your account</h1>
        <p className={styles.intro}>
          Don&apos;t have an account?{' '}
          <Link to={paths.auth.register.getHref(redirect)}>Register</Link>
        </p>
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={styles.row}>
        <Link to={paths.auth.forgotPassword.getHref()}>Forgot Password?</Link>
      </div>
      <Button type="submit" block busy={isLoading} busyLabel="Signing In…">
        Sign In
      </Button>
      <div className={styles.links}>
        <Link to={paths.shop.home.getHref()}>Go to Home</Link>
      </div>
    </form>
  );
}
