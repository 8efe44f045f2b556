import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getApiErrorMessage, getApiErrorStatus } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useResetPasswordMutation } from '../api/auth-api';
import { MIN_PASSWORD_LENGTH } from '../utils/password';
import styles from './auth-form.module.css';

const REDIRECT_AFTER_RESET_MS = 1500;

export function ResetPasswordForm() {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (token) return;
    toast({
      title: 'Invalid Reset Link',
      description: 'The password reset link is invalid or has expired.',
      variant: 'destructive',
    });
    void navigate(paths.auth.forgotPassword.getHref(), { replace: true });
  }, [token, toast, navigate]);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => void navigate(paths.auth.login.getHref(), { replace: true }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  if (!token) return <PageLoader label="Redirecting…" />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    // The two entries must match, then the length rule applies.
    if (password !== confirmation) {
      toast({ title: 'Passwords do not match.', variant: 'destructive' });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: 'Password too short',
        description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
        variant: 'destructive',
      });
      return;
    }
    const result = await resetPassword({ token, newPassword: password });
    if ('error' in result) {
      // The server answered with a refusal (an HTTP status): show its message. Anything
      // else (network down, an unreadable answer) is the "exception" case.
      if (typeof getApiErrorStatus(result.error) === 'number') {
        toast({
          title: 'Failed to reset password.',
          description: getApiErrorMessage(result.error, 'Please try again.'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'An error occurred',
          description: 'Please try again or request a new reset link.',
          variant: 'destructive',
        });
      }
      return;
    }
    if (result.data.success === false) {
      toast({
        title: 'Failed to reset password.',
        description: result.data.message?.trim() || 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Password reset successful!', variant: 'success' });
    setIsDone(true);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div>
        <h1 className={styles.heading}>Choose a new password</h1>
        <p className={styles.intro}>
          Your new password must be at least {MIN_PASSWORD_LENGTH} characters long.
        </p>
      </div>
      {isDone ? (
        <p className={styles.notice} role="status">
          Password reset successful! Taking you to the login page…
        </p>
      ) : null}
      <TextField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" block busy={isLoading} busyLabel="Resetting…" disabled={isDone}>
        Reset Password
      </Button>
      <div className={styles.links}>
        <Link to={paths.auth.login.getHref()}>Back to Login</Link>
        <Link to={paths.auth.forgotPassword.getHref()}>Request a new link</Link>
      </div>
    </form>
  );
}
