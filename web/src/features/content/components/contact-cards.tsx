import type { ReactNode } from 'react';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS_HOURS, STORE_EMAIL, STORE_PHONE, STORE_WHATSAPP_URL } from '@/config/store-info';
import styles from './contact-cards.module.css';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

/** Phone, WhatsApp and e-mail cards, and the business hours of the contact page. */
export function ContactCards() {
  return (
    <ul className={styles.cards} aria-label="Ways to reach us">
      <Card icon={<PhoneIcon />} title="Call Us">
        <a href={`tel:${STORE_PHONE.dial}`}>{STORE_PHONE.display}</a>
      </Card>
      <Card icon={<ChatIcon />} title="WhatsApp">
        <a href={STORE_WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
          Chat with us<span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
        </a>
      </Card>
      <Card icon={<MailIcon />} title="Email Us">
        <a href={`mailto:${STORE_EMAIL}`}>{STORE_EMAIL}</a>
      </Card>
      <Card icon={<ClockIcon />} title="Business Hours">
        <p>{BUSINESS_HOURS}</p>
      </Card>
    </ul>
  );
}
