import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getApiErrorMessage } from '@/lib/api-error';
import { useForgotPasswordMutation } from '../api/auth-api';
import styles from './auth-form.module.css';

export function ForgotPasswordForm() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      toast({
        title: 'Missing Field',
        description: 'Please enter your email address.',
        variant: 'destructive',
      });
      return;
    }
    const result = await requestReset({ email: email.trim() });
    if ('error' in result) {
      toast({
        title: getApiErrorMessage(result.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    const message =
      result.data.message || 'If that email is registered, a reset link is on its way.';
    toast({ title: message, variant: 'success' });
    setSentMessage(message);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div>
        <h1 className={styles.heading}>Forgot your password?</h1>
        <p className={styles.intro}>
          Enter the email you registered with and we&apos;ll send you a link to choose a new
          password.
        </p>
      </div>
      {sentMessage ? (
        <p className={styles.notice} role="status">
          {sentMessage}
        </p>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block busy={isLoading} busyLabel="Sending…">
        Send Reset Link
      </Button>
      <div className={styles.links}>
        <Link to={paths.auth.login.getHref()}>Back to Login</Link>
        <Link to={paths.shop.home.getHref()}>Go to Home</Link>
      </div>
    </form>
  );
}
