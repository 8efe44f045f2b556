import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLoginMutation, useRegisterMutation } from '../api/auth-api';
import { MIN_PASSWORD_LENGTH } from '../utils/password';
import styles from './auth-form.module.css';

/**
 * Sign-up form. A new account is signed in at once with the same e-mail and password (the
 * register answer carries no tokens): the auth layout's guard then sends the shopper on by
 * the `redirect` query, back to where they were (checkout included), as after a login. Only
 * if that sign-in fails do they go to the login page, with the `redirect` kept.
 */
export function RegisterForm() {
  const [register, { isLoading: isRegistering }] = useRegisterMutation();
  const [login, { isLoading: isSigningIn }] = useLoginMutation();
  const isLoading = isRegistering || isSigningIn;
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [values, setValues] = useState({ userName: '', email: '', password: '' });

  function update(field: keyof typeof values) {
    return (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const userName = values.userName.trim();
    const email = values.email.trim();
    if (!userName || !email || !values.password.trim()) {
      toast({
        title: 'Missing Fields',
        description: 'Please fill out all fields before signing up.',
        variant: 'destructive',
      });
      return;
    }
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: 'Password too short',
        description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
        variant: 'destructive',
      });
      return;
    }
    const result = await register({ userName, email, password: values.password });
    if ('error' in result) {
      toast({
        title: getApiErrorMessage(result.error, 'Registration failed'),
        variant: 'destructive',
      });
      return;
    }
    const signedIn = await login({ email, password: values.password });
    if ('error' in signedIn) {
      toast({
        title: result.data.message || 'Registration successful',
        description: 'Please sign in with your new account.',
        variant: 'success',
      });
      await navigate(paths.auth.login.getHref(redirect));
      return;
    }
    toast({
      title: result.data.message || 'Registration successful',
      description: 'You are signed in.',
      variant: 'success',
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div>
        <h1 className={styles.heading}>Create new account</h1>
        <p className={styles.intro}>
          Already have an account? <Link to={paths.auth.login.getHref(redirect)}>Login</Link>
        </p>
      </div>
      <TextField
        label="User Name"
        name="userName"
        autoComplete="name"
        value={values.userName}
        onChange={update('userName')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={update('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={values.password}
        onChange={update('password')}
      />
      <Button type="submit" block busy={isLoading} busyLabel="Creating Account…">
        Create Account
      </Button>
      <div className={styles.links}>
        <Link to={paths.shop.home.getHref()}>Go to Home</Link>
      </div>
    </form>
  );
}
