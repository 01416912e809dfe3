import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpMailer, createMailer, FileMailer } from './mailer.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Just enough SMTP to accept one message and hand back what was sent. */
function fakeSmtp(): Promise<{ port: number; received: Promise<string> }> {
  return new Promise((resolveStart) => {
    let deliver!: (data: string) => void;
    const received = new Promise<string>((resolve) => (deliver = resolve));
    server = createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              deliver(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
          else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET') socket.write('250 ok\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      resolveStart({ port: (server!.address() as { port: number }).port, received });
    });
  });
}

describe('mailers', () => {
  it('uses SMTP when SMTP_URL is set, the dev mailbox otherwise', () => {
    expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', dataDir: '/tmp' })).toBeInstanceOf(SmtpMailer);
    expect(createMailer({ smtpUrl: undefined, dataDir: '/tmp' })).toBeInstanceOf(FileMailer);
  });

  it('delivers HTML and text over SMTP', async () => {
    const smtp = await fakeSmtp();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`);
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    const data = await smtp.received;
    expect(data).toMatch(/^To: ada@example.com$/m);
    expect(data).toMatch(/^Subject: Hello$/m);
    expect(data).toContain('<p>Hi</p>');
  });
});
