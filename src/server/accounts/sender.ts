/**
 * One way out for codes and mail: email through SMTP (nodemailer, SMTP_URL), text messages through an HTTP SMS
 * provider (SMS_URL), and, outside production, the outbox table for whichever channel has no real sender, so a
 * demo user can finish registering with no mail server (admins read it in the console). Production never falls
 * back to the outbox: a channel without a sender refuses to send.
 */
import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../context.ts';
import { ApiError } from '../http/errors.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
}

export interface Sender {
  /** whether this channel can deliver at all (production without its config cannot) */
  available(channel: Channel): boolean;
  send(message: OutgoingMessage): Promise<void>;
}

const transports = new Map<string, Transporter>();
/** nodemailer loads with the first mail, not at every start (issue 28, cold start) */
const mailer = () => createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
function smtp(url: string): Transporter {
  let t = transports.get(url);
  if (!t) transports.set(url, (t = mailer().createTransport(url)));
  return t;
}

export const senderUnavailable = (channel: Channel) =>
  new ApiError(503, 'SENDER_UNAVAILABLE', channel === 'email' ? 'SENDER_UNAVAILABLE_EMAIL' : 'SENDER_UNAVAILABLE_SMS');

export function senderFor(deps: Deps): Sender {
  const { config } = deps;
  const real = (channel: Channel) => (channel === 'email' ? !!config.smtpUrl : !!config.smsUrl);
  return {
    available: (channel) => real(channel) || !config.production,
    async send(m) {
      if (m.channel === 'email' && config.smtpUrl) {
        await smtp(config.smtpUrl).sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text });
        return;
      }
      if (m.channel === 'sms' && config.smsUrl) {
        const res = await fetch(config.smsUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.smsToken ? { authorization: `Bearer ${config.smsToken}` } : {}),
          },
          body: JSON.stringify({ to: m.to, text: m.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
        return;
      }
      if (config.production) throw senderUnavailable(m.channel);
      await deps.db
        .insertInto('outbox_messages')
        .values({ channel: m.channel, recipient: m.to, subject: m.subject, body: m.text })
        .execute();
    },
  };
}
