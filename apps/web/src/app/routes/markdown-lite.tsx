import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The lines of `## title` up to the next `## ` heading (without the heading itself). */
export function sectionOf(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Inline code spans as <code>; everything else as text (no HTML is ever interpreted). */
function inline(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/g)
    .map((part, i) => (part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

/** Just enough Markdown for the guide: ### headings, paragraphs, bullet lists and fenced code blocks. */
export function MarkdownLite({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) code.push(lines[i]!);
      blocks.push(
        <Box key={i} component="pre" tabIndex={0} sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
          <code>{code.join('\n')}</code>
        </Box>,
      );
    } else if (line.startsWith('### ')) {
      blocks.push(
        <Typography key={i} variant="h6" component="h2" sx={{ mt: 3 }}>
          {inline(line.slice(4))}
        </Typography>,
      );
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('- '); i++) items.push(lines[i]!.slice(2));
      i--;
      blocks.push(
        <ul key={i}>
          {items.map((item, n) => (
            <li key={n}>{inline(item)}</li>
          ))}
        </ul>,
      );
    } else if (line.trim()) {
      const para: string[] = [line];
      for (; i + 1 < lines.length && lines[i + 1]!.trim() && !/^(```|### |- )/.test(lines[i + 1]!); i++) para.push(lines[i + 1]!);
      blocks.push(
        <Typography key={i} sx={{ my: 1 }}>
          {inline(para.join(' '))}
        </Typography>,
      );
    }
  }
  return <>{blocks}</>;
}
