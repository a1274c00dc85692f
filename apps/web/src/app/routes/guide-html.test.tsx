import { render, screen, within } from '@testing-library/react';
import { assistants, automate } from 'virtual:readme-guide';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, sectionOf } from '../../../build/readme-guide';
import { GuideHtml } from './guide-html';

describe('the Automate it guide (docs/automation.md rendered at build time)', () => {
  it('renders bold, links, lists, code and tables as HTML, not as raw Markdown', () => {
    const text = [
      'Send **both** headers; see [Standard Webhooks](https://www.standardwebhooks.com).',
      '',
      '- first `code`',
      '- second',
      '',
      '| tool | costs |',
      '|---|---|',
      '| `get_account` | free |',
      '',
      '### Heading',
    ].join('\n');
    render(<GuideHtml html={renderMarkdown(text, 1)} />);
    expect(screen.getByText('both').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Standard Webhooks' })).toHaveAttribute('href', 'https://www.standardwebhooks.com');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['first code', 'second']);
    expect(within(items[0]!).getByText('code').tagName).toBe('CODE');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s+/g, '')),
    ).toEqual(['toolcosts', 'get_accountfree']);
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\*\*|\]\(/);
  });

  it("ships the guide's two sections, rendered, with every MCP tool in the table", () => {
    render(<GuideHtml html={assistants} />);
    const table = screen.getByRole('table');
    for (const tool of ['get_account', 'upload_list', 'start_list_cleaner', 'wait_for_job', 'get_export_link', 'list_templates']) {
      expect(within(table).getAllByText(tool)[0]).toBeInTheDocument();
    }
    expect(automate).toContain('<pre><code class="language-');
    expect(automate).toContain('<h2');
    expect(automate).not.toMatch(/\*\*[^*\n]+\*\*/);
    // Only these two sections: nothing of the guide before or after them.
    expect(automate + assistants).not.toContain('Everything the web app does goes through');
    expect(automate + assistants).not.toContain('The OpenAPI document');
  });

  it('refuses a missing section instead of shipping an empty guide', () => {
    expect(() => sectionOf('# Title\n\n## Other\n', 'Automate it')).toThrow(/no "## Automate it"/);
  });
});
