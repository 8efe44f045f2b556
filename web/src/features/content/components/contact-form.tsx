import { useState, type FormEvent } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useAddContactMutation } from '../api/content-api';
import type { NewContact } from '../types/content';
import {
  EMPTY_CONTACT,
  isContactComplete,
  MISSING_FIELDS,
  trimContact,
} from '../utils/contact-rules';
import styles from './contact-form.module.css';

/**
 * The contact page's message form: Send stays disabled until
 * name, e-mail and message are filled (after trimming); success toasts and clears the
 * form, a refusal shows the server's message under it.
 */
export function ContactForm() {
  const { toast } = useToast();
  const [values, setValues] = useState<NewContact>(EMPTY_CONTACT);
  const [error, setError] = useState<string | null>(null);
  const [addContact, { isLoading }] = useAddContactMutation();
  const complete = isContactComplete(values);

  const set = (field: keyof NewContact) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!complete) {
      toast({ ...MISSING_FIELDS, variant: 'destructive' });
      return;
    }
    const result = await addContact(trimContact(values));
    if ('error' in result) {
      setError(getApiErrorMessage(result.error, 'Your message could not be sent.'));
      return;
    }
    toast({
      title: 'Success',
      description: result.data.message ?? 'Your message has been sent successfully!',
      variant: 'success',
    });
    setValues(EMPTY_CONTACT);
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        maxLength={100}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        required
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        maxLength={5000}
        required
      />
      <Button type="submit" disabled={!complete} busy={isLoading} busyLabel="Sending…">
        Send Message
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
