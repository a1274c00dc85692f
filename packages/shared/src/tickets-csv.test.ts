import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, TICKETS_CSV_HEADERS, ticketsToCsv } from './tickets-csv.ts';
import type { Ticket } from './tickets.ts';

const base: Ticket = {
  id: 'FEAT-001',
  title: 'Login page',
  description: '',
  status: 'Backlog',
  priority: 'P2',
  effort: 'M',
  businessValue: 'Medium',
  assignee: 'Ada',
  dueDate: null,
  dependencies: [],
  dateCreated: '2026-03-01',
  score: 4 / 3,
  overdue: false,
};

const readBack = (csv: string) => parse(csv.slice(CSV_BOM.length), { relaxQuotes: false }) as string[][];

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    // After any separator a spreadsheet may split on (docs/security.md).
    ['Acme;=1+2', "Acme;'=1+2"],
    ['x\t=cmd', "x\t'=cmd"],
    ['a|@SUM(1)', "a|'@SUM(1)"],
    ['a, +1', `"a, '+1"`],
    ['a;  -2+3', "a;  '-2+3"],
    ['line\n=cmd', `"line\n'=cmd"`],
    ['=1;=2', "'=1;'=2"],
    ['Smith-Jones; Acme', 'Smith-Jones; Acme'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
  it('writes null as empty', () => {
    expect(csvCell(null)).toBe('');
  });
});

describe('ticketsToCsv', () => {
  it('starts with a BOM and reads back cell for cell', () => {
    const tricky: Ticket = {
      ...base,
      id: 'BUG-7',
      title: '=HYPERLINK("http://evil","click")',
      description: 'Line one\nline "two", with comma',
      status: 'In Progress',
      priority: 'P0',
      effort: 'XS',
      businessValue: 'High',
      assignee: 'Zoë Ünal',
      dueDate: '2026-02-01',
      dependencies: ['FEAT-001', '-3'],
      score: 1.4,
      overdue: true,
    };
    const csv = ticketsToCsv([base, tricky]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(readBack(csv)).toEqual([
      [...TICKETS_CSV_HEADERS],
      ['FEAT-001', 'Login page', '', 'Backlog', 'P2', 'M (1-2 days)', 'Medium', '1.33', 'Ada', '', '', '2026-03-01'],
      [
        'BUG-7',
        `'=HYPERLINK("http://evil","click")`,
        'Line one\nline "two", with comma',
        'In Progress',
        'P0',
        'XS (1-2 hours)',
        'High',
        '1.40',
        'Zoë Ünal',
        '2026-02-01',
        // A formula start after a separator is defused too (docs/security.md).
        "FEAT-001, '-3",
        '2026-03-01',
      ],
    ]);
  });

  it('is the header row alone for no tickets', () => {
    expect(readBack(ticketsToCsv([]))).toEqual([[...TICKETS_CSV_HEADERS]]);
  });
});
