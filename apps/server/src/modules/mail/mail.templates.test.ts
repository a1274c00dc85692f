import { describe, expect, it } from 'vitest';
import { maskAddress } from './mail.jobs.ts';
import { escapeHtml, renderEmail } from './mail.templates.ts';

describe('email templates', () => {
  const email = renderEmail(
    {
      subject: 'Job "<script>" finished\r\nBcc: victim@example.com',
      heading: 'Job "<script>alert(1)</script>" finished',
      paragraphs: ["Ada's list & more"],
      action: { label: 'Open', url: 'https://leads.example/activity?a=1&b=2' },
    },
    'https://leads.example/',
  );

  it('has a plain-text and an HTML part, the product name and the notification settings link', () => {
    expect(email.text).toContain('Job "<script>alert(1)</script>" finished');
    expect(email.text).toContain('Open: https://leads.example/activity?a=1&b=2');
    expect(email.text).toContain('LeadSift · Notification settings: https://leads.example/account#notifications');
    expect(email.html).toContain('href="https://leads.example/account#notifications"');
    expect(email.html).toContain('LeadSift');
  });

  it('escapes user text in the HTML part and keeps line breaks out of the subject', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Ada&#39;s list &amp; more');
    expect(email.html).toContain('href="https://leads.example/activity?a=1&amp;b=2"');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('masks addresses for the log', () => {
    expect(maskAddress('ada@example.com')).toBe('a***@example.com');
  });
});
