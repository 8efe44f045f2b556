import { Inject, Injectable } from '@nestjs/common';
import type { PasswordResetRequested } from '@boutique/contracts/identity/events/v1/identity_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { passwordResetMail } from '../templates/password-reset.template.js';

/** password-reset-requested: mail the single-use link to /auth/reset-password?token=… */
@Injectable()
@HandlesEvent('password-reset-requested')
export class PasswordResetRequestedHandler implements EventHandler<'password-reset-requested'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: PasswordResetRequested, { envelope, manager }: EventContext) {
    const resetUrl = new URL('/auth/reset-password', this.config.PUBLIC_URL);
    resetUrl.searchParams.set('token', data.resetToken);
    const minutes = Math.max(
      1,
      Math.round((Date.parse(data.expiresAt) - Date.parse(envelope.time)) / 60_000),
    );
    const mail = passwordResetMail({
      userName: data.userName,
      resetUrl: resetUrl.toString(),
      minutes,
    });
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'password-reset',
      recipient: data.email,
      mail,
    });
  }
}
