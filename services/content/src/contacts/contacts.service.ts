import { Injectable } from '@nestjs/common';
import {
  inTransaction,
  logger,
  Outbox,
  requireAdmin,
  rows,
  RpcErrors,
} from '@boutique/service-kit';
import type {
  AddContactRequest,
  Contact,
  ListContactsRequest,
} from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { deleteById, newestByEmail, pageOf, toIso } from '../common/listing.js';
import { CONTACT_MESSAGES, contactProblem, trimContact } from './contact-rules.js';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
  total?: number;
}

const COLUMNS = 'id, name, email, message, created_at';

function toContactMessage(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: toIso(row.created_at),
  };
}

/** Contact-form messages: anyone writes, the owner is mailed (contact-received), admins read. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Stores the message and publishes contact-received in one transaction. */
  async add(request: AddContactRequest): Promise<Contact> {
    const fields = trimContact(request);
    const problem = contactProblem(fields);
    if (problem) throw RpcErrors.invalid(problem);
    const contact = await inTransaction(this.dataSource, async (manager) => {
      const [row] = await rows<ContactRow>(
        manager,
        `INSERT INTO contact (name, email, message) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [fields.name, fields.email, fields.message],
      );
      const message = toContactMessage(row);
      await this.outbox.add(manager, 'contact-received', row.id, {
        contactId: row.id,
        name: message.name,
        email: message.email,
        message: message.message,
        createdAt: message.createdAt,
      });
      return message;
    });
    logger().info({ contactId: contact.id }, 'contact message received');
    return contact;
  }

  /** Newest first; `emailSearch` matches any part of the e-mail, case-insensitively. */
  async list(request: ListContactsRequest): Promise<{ contacts: Contact[]; total: number }> {
    requireAdmin(request.actor);
    const page = pageOf(request.page, request.pageSize);
    const { found, total } = await newestByEmail<ContactRow>(
      this.dataSource,
      'contact',
      COLUMNS,
      (request.emailSearch ?? '').trim(),
      page,
    );
    return { contacts: found.map(toContactMessage), total };
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    await deleteById(this.dataSource, 'contact', id, CONTACT_MESSAGES.notFound);
  }
}
