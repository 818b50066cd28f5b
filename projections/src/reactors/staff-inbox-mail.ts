import type { LeadEvent } from '@certus/contracts';
import type { OutgoingMail } from '@certus/infra';

/**
 * The staff's mail about a new inbox item (a lead, a dealer request, a call-back request, a problem report):
 * what was asked, by whom, how to reach them, and the link to the inbox where it is marked handled. A reply
 * goes to the person who asked, when they gave an address.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type InboxRequestEvent = Exclude<LeadEvent, { type: 'InboxItemHandled' }>;

export const staffInboxUrl = (publicOrigin: string) => `${publicOrigin}/staff/inbox`;

interface MailFacts {
  itemId: string;
  subject: string;
  intro: string;
  facts: [label: string, value: string][];
  body: string;
  replyTo?: string;
}

function factsOf(event: InboxRequestEvent): MailFacts {
  switch (event.type) {
    case 'LeadSubmitted': {
      const d = event.data;
      return {
        itemId: d.leadId,
        subject: `New lead: ${d.name} (/${d.page})`,
        intro: `${d.name} sent the landing form on /${d.page}.`,
        facts: [['Name', d.name], ['E-mail', d.email], ['Phone', d.phone], ['Location', d.location]],
        body: d.message,
        replyTo: d.email,
      };
    }
    case 'DealerRequestSubmitted': {
      const d = event.data;
      return {
        itemId: d.requestId,
        subject: `Dealer request: ${d.company} (${d.name})`,
        intro: `${d.name} asks to become a dealer for ${d.company}.`,
        facts: [['Name', d.name], ['E-mail', d.email], ['Phone', d.phone], ['Location', d.location], ['Business', d.company], ['Kind of business', d.businessType], ['Website', d.website]],
        body: d.message,
        replyTo: d.email,
      };
    }
    case 'CallbackRequested': {
      const d = event.data;
      return {
        itemId: d.callbackId,
        subject: `Call-back request: ${d.name}, ${d.phone}`,
        intro: `${d.name} asks to be called back.`,
        facts: [['Name', d.name], ['Phone', d.phone]],
        body: '',
      };
    }
    case 'ProblemReported': {
      const d = event.data;
      return {
        itemId: d.reportId,
        subject: `Problem report from ${d.userName}`,
        intro: `${d.userName}, a signed-in member, reported a problem.`,
        facts: [['Member', d.userName], ['E-mail', d.email], ['Member id', d.memberId]],
        body: d.description,
        replyTo: d.email,
      };
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export function staffInboxMail(publicOrigin: string, to: string, event: InboxRequestEvent): { itemId: string; mail: OutgoingMail } {
  const f = factsOf(event);
  const inbox = staffInboxUrl(publicOrigin);
  const facts = f.facts.filter(([, value]) => value !== '');
  const text = [
    f.intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(f.body ? ['', f.body] : []),
    '',
    `Mark it handled in the staff inbox: ${inbox}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:600px">
<p>${escapeHtml(f.intro)}</p>
<table style="border-collapse:collapse">${facts.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${f.body ? `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(f.body)}</p>` : ''}
<p><a href="${escapeHtml(inbox)}">Open the staff inbox</a> to mark it handled.</p>
</div>`;
  return { itemId: f.itemId, mail: { to, subject: f.subject, text, html, ...(f.replyTo ? { replyTo: f.replyTo } : {}) } };
}
