import type { OutgoingMail } from '@certus/infra';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(to: string, subject: string, greeting: string, lines: string[], link: string, action: string): OutgoingMail {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', 'If you did not ask for this, you can ignore this e-mail.', '', 'Certus'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>If you did not ask for this, you can ignore this e-mail.</p><p>Certus</p>`;
  return { to, subject, text, html };
}

export function activationMail(origin: string, to: string, firstName: string, code: string): OutgoingMail {
  const link = `${origin}/verify/${code}?email=${encodeURIComponent(to)}&isNew=true`;
  return mail(
    to,
    'Activate your Certus account',
    `Hello ${firstName},`,
    ['Thank you for registering with Certus. Please confirm your e-mail address to activate your account.'],
    link,
    'Activate my account',
  );
}

export function passwordResetMail(origin: string, to: string, collectibleType: string, token: string, validMinutes: number): OutgoingMail {
  const link = `${origin}/change/${encodeURIComponent(collectibleType)}/${encodeURIComponent(to)}/${token}`;
  return mail(
    to,
    'Reset your Certus password',
    'Hello,',
    [`We received a request to reset the password of your Certus account. The link works for ${validMinutes} minutes.`],
    link,
    'Choose a new password',
  );
}
