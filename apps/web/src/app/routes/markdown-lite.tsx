import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
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

/** A table row's cells: `| a | b |` → ['a', 'b']. */
const cellsOf = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((c) => c.trim());

/** Just enough Markdown for the guide: ### headings, paragraphs, bullet lists, tables and fenced code blocks. */
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
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(cellsOf(lines[i]!));
      i--;
      const [head = [], , ...body] = rows;
      blocks.push(
        <Box key={i} sx={{ overflowX: 'auto', my: 2 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {head.map((cell, n) => (
                  <TableCell key={n}>{inline(cell)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {body.map((row, r) => (
                <TableRow key={r}>
                  {row.map((cell, n) => (
                    <TableCell key={n}>{inline(cell)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>,
      );
    } else if (line.trim()) {
      const para: string[] = [line];
      for (; i + 1 < lines.length && lines[i + 1]!.trim() && !/^(```|### |- |\|)/.test(lines[i + 1]!); i++) para.push(lines[i + 1]!);
      blocks.push(
        <Typography key={i} sx={{ my: 1 }}>
          {inline(para.join(' '))}
        </Typography>,
      );
    }
  }
  return <>{blocks}</>;
}
