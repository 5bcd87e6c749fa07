import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, blank line, body (dot-stuffing undone). */
  data: string;
}

/**
 * Just enough SMTP (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on 127.0.0.1 for testing the
 * real nodemailer transport without a network. No TLS and no AUTH are offered, so clients send plain.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** When set, RCPT TO answers this instead of 250 (e.g. '550 5.1.1 No such user'). */
  rejectRecipientsWith: string | null = null;
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  constructor() {
    this.#server = createServer((socket) => this.#session(socket));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #session(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (data) {
        if (line === '.') {
          this.received.push({ ...envelope, data: data.join('\r\n') });
          envelope = { from: '', to: [] };
          data = null;
          reply('250 2.0.0 Ok: queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const argument = line.slice(line.indexOf(':') + 1).trim();
      if (verb === 'EHLO') reply('250-fake-smtp.localhost\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 fake-smtp.localhost');
      else if (verb === 'MAIL') {
        envelope = { from: unbracket(argument), to: [] };
        reply('250 2.1.0 Ok');
      } else if (verb === 'RCPT') {
        if (this.rejectRecipientsWith) return reply(this.rejectRecipientsWith);
        envelope.to.push(unbracket(argument));
        reply('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognised');
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 fake-smtp.localhost ESMTP');
  }
}

const unbracket = (argument: string) => argument.replace(/^<([^>]*)>.*$/, '$1');
