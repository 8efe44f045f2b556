import { useId, useState, type FormEvent } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { useSubscribeNewsletterMutation } from '../api/content-api';
import {
  newsletterFailure,
  newsletterInputError,
  newsletterSuccess,
} from '../utils/newsletter-messages';
import styles from './newsletter-signup.module.css';

/** The footer's newsletter sign-up. */
export function NewsletterSignup() {
  const { toast } = useToast();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const inputError = newsletterInputError(email);
    if (inputError) {
      toast({ title: inputError, variant: 'destructive' });
      return;
    }
    const result = await subscribe(email.trim());
    if ('error' in result) {
      toast(newsletterFailure(getApiErrorMessage(result.error, '') || undefined));
      return;
    }
    toast(newsletterSuccess(result.data.message));
    setEmail('');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Subscribe to our newsletter
      </label>
      <p className={styles.hint}>New arrivals and offers, straight to your inbox.</p>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
