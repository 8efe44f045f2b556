import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import styles from './status-page.module.css';

type StatusPageProps = {
  code?: string;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
};

/** A full-screen card for the not-found, no-access and error screens. */
export function StatusPage({ code, title, message, actions }: StatusPageProps) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <Logo />
        </div>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1>{title}</h1>
        {message ? <p className={styles.message}>{message}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </main>
  );
}
