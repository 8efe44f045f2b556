import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useForgotPasswordMutation } from '../api/auth-api';
import styles from './auth-form.module.css';

export function ForgotPasswordForm() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  // The server's answer, shown under the heading: a notice on success,
  // the destructive style on failure (including 429 "Too many attempts...").
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

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
    setOutcome(null);
    const result = await requestReset({ email: email.trim() });
    if ('error' in result) {
      setOutcome({
        ok: false,
        message: getApiErrorMessage(result.error, 'Something went wrong. Please try again.'),
      });
      return;
    }
    if (result.data.success === false) {
      setOutcome({
        ok: false,
        message: result.data.message?.trim() || 'Something went wrong. Please try again.',
      });
      return;
    }
    setOutcome({
      ok: true,
      message:
        result.data.message?.trim() ||
        'If an account exists for this email, a password reset link has been sent.',
    });
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
      {outcome?.ok ? (
        <p className={styles.notice} role="status">
          {outcome.message}
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p className={styles.errorNotice} role="alert">
          {outcome.message}
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
