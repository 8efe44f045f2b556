// The mail catcher the runtime's stacks run (startMailCatcher of @boutique/testing): MailDev in
// process, SMTP in, the inbox's REST API out under MailDev 2's and MailDev 3's paths.
import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { legacyEmailPath, startMailCatcher } from '@boutique/testing';

/** A minimal SMTP client: enough to hand one message to the catcher. */
async function sendMail(
  port: number,
  from: string,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waitFor = (code: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const lines = buffer.split('\r\n');
        const done = lines.find((l) => l.startsWith(`${code} `));
        if (done) {
          buffer = '';
          socket.off('data', onData);
          resolve();
        } else if (lines.some((l) => /^[45]\d\d /.test(l))) {
          reject(new Error(buffer));
        }
      };
      const onData = (chunk: string): void => {
        buffer += chunk;
        check();
      };
      socket.on('data', onData);
      check();
    });
  await waitFor('220');
  socket.write('EHLO test\r\n');
  await waitFor('250');
  socket.write(`MAIL FROM:<${from}>\r\n`);
  await waitFor('250');
  socket.write(`RCPT TO:<${to}>\r\n`);
  await waitFor('250');
  socket.write('DATA\r\n');
  await waitFor('354');
  socket.write(`From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n.\r\n`);
  await waitFor('250');
  socket.write('QUIT\r\n');
  socket.end();
}

describe('legacyEmailPath', () => {
  it('maps MailDev 2 REST paths to MailDev 3', () => {
    assert.equal(legacyEmailPath('/email'), '/api/email');
    assert.equal(legacyEmailPath('/email/abc/html'), '/api/email/abc/html');
    assert.equal(legacyEmailPath('/email?limit=1'), '/api/email?limit=1');
    assert.equal(legacyEmailPath('/emails'), undefined);
    assert.equal(legacyEmailPath('/api/email'), undefined);
    assert.equal(legacyEmailPath('/'), undefined);
  });
});

describe('mail catcher', () => {
  it('catches mail over SMTP and lists it at GET /email and /api/email', async () => {
    const mail = await startMailCatcher({ smtpPort: 29325, uiPort: 29380 });
    try {
      assert.equal(mail.smtpUrl, 'smtp://127.0.0.1:29325');
      await sendMail(
        29325,
        'hello@boutique.local',
        'asha@example.com',
        'Your order has shipped',
        'Namaste!',
      );
      for (const route of ['/email', '/api/email']) {
        const res = await fetch(`${mail.uiUrl}${route}`);
        assert.equal(res.status, 200);
        const list = (await res.json()) as { subject: string; to: { address: string }[] }[];
        assert.equal(list.length, 1);
        assert.equal(list[0].subject, 'Your order has shipped');
        assert.equal(list[0].to[0].address, 'asha@example.com');
      }
      const inbox = await fetch(mail.uiUrl, { headers: { accept: 'text/html' } });
      assert.equal(inbox.status, 200);
      assert.match(await inbox.text(), /<html/i);
    } finally {
      await mail.stop();
    }
  });
});
