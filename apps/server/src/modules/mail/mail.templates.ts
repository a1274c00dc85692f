// Every email LeadSift sends (ADR 0035): a plain-text and a simple HTML part, the product name, and a link
// to the account page's notification settings. Text that comes from users (names, list names) is escaped.

export type EmailContent = {
  subject: string;
  /** The first line of the message, e.g. 'Your List Cleaner job finished'. */
  heading: string;
  /** Paragraphs of plain text (escaped for HTML here). */
  paragraphs: string[];
  /** The one button of the message. */
  action?: { label: string; url: string } | undefined;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const PRODUCT = 'LeadSift';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A subject line never carries a line break (header injection) and stays short. */
function cleanSubject(subject: string): string {
  return subject.replace(/[\r\n]+/g, ' ').slice(0, 200);
}

export function settingsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}/account#notifications`;
}

export function renderEmail(content: EmailContent, baseUrl: string): RenderedEmail {
  const settings = settingsUrl(baseUrl);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    `${PRODUCT} · Notification settings: ${settings}`,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#555">Or open this address: ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(cleanSubject(content.subject))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:bold;font-size:18px;color:#1565c0">${PRODUCT}</p>
<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #ddd;margin-top:32px">
<p style="font-size:12px;color:#555">${PRODUCT} · <a href="${escapeHtml(settings)}">Notification settings</a></p>
</body></html>`;
  return { subject: cleanSubject(content.subject), text, html };
}
