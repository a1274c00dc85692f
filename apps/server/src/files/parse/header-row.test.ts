import { describe, expect, it } from 'vitest';
import { detectHeaderRow, headerAt, isTextCell } from './header-row.ts';

const rows = (text: string, delimiter = ',') => text.split('\n').map((line) => (line === '' ? [''] : line.split(delimiter)));

describe('detectHeaderRow', () => {
  it('keeps the first row of a clean table, whatever its cells hold', () => {
    expect(detectHeaderRow(rows('Company,Country\nAcme,DE\nInitech,US'))).toEqual({ index: 0, skipColumns: 0 });
    expect(detectHeaderRow(rows('1,2,3\n4,5,6'))).toEqual({ index: 0, skipColumns: 0 });
    expect(detectHeaderRow(rows('Company;Country;;Company\nAcme;DE;x;A2', ';'))).toEqual({ index: 0, skipColumns: 0 });
    // A header narrower than its rows (an unnamed last column) is still the header.
    expect(detectHeaderRow(rows('Name,Email\nBob,b@x.com,extra\nAnn,a@x.com,more'))).toEqual({ index: 0, skipColumns: 0 });
  });

  it('skips blank rows before the header (as it always did)', () => {
    expect(detectHeaderRow(rows('\n\na,b\n1,2')).index).toBe(2);
  });

  it('skips a title, a units line and a blank line above a table', () => {
    const sheet = rows(
      'Leads Q3 2024\nRevenue in EUR k, headcount in FTE\n\nCompany,Country,Revenue,Employees\nAcme,DE,1200,50\nInitech,US,800,20',
    );
    expect(detectHeaderRow(sheet)).toEqual({ index: 3, skipColumns: 0 });
  });

  it('keeps a lone cell over a two-column table as the header unless a blank line sets it apart', () => {
    expect(detectHeaderRow(rows('Websites\nacme.com,DE\ninitech.com,US')).index).toBe(0);
    expect(detectHeaderRow(rows('Exported 2024-03-01\n\nWebsite,Country\nacme.com,DE')).index).toBe(2);
  });

  it('takes a header of years under a one-cell title and a units line (a title is never the header)', () => {
    const sheet = rows('GDP by country\nUSD billions\nYear,2000,2001,2002,2003\nFrance,1362,1376,1494,1840\nSpain,595,627,705,907');
    expect(detectHeaderRow(sheet)).toEqual({ index: 2, skipColumns: 0 });
    expect(detectHeaderRow(rows('Sales\n\nRegion,Q1,Q2,Q3,Q4\nNorth,10,12,9,14\nSouth,8,7,11,10')).index).toBe(2);
  });

  it('stops at the first row that is data, not header: the first row stays', () => {
    expect(detectHeaderRow(rows('Report\n1,2,3,4\n5,6,7,8')).index).toBe(0);
  });

  it('counts leading columns blank in the header and every row below it', () => {
    const table = [[], [], [], ['', 'Company', 'Country'], ['', 'Acme', 'DE'], ['', 'Initech', 'US']];
    expect(detectHeaderRow(table)).toEqual({ index: 3, skipColumns: 1 });
    expect(
      detectHeaderRow([
        ['', 'a', 'b'],
        ['x', '1', '2'],
      ]),
    ).toEqual({ index: 0, skipColumns: 0 });
  });

  it('answers -1 when every row is blank', () => {
    expect(detectHeaderRow([[''], ['', ' ']]).index).toBe(-1);
  });

  it('headerAt takes the row it is given', () => {
    expect(headerAt(rows('Title\n,a,b\n,1,2'), 1)).toEqual({ index: 1, skipColumns: 1 });
  });

  it('tells words from numbers and dates', () => {
    expect(['Company', 'Email Address', 'Q3', 'E-mail'].every(isTextCell)).toBe(true);
    expect(['1200', '-3.5', '1,200', '$ 40', '12%', '2024-03-01', '01/02/2024 10:30', ' '].some(isTextCell)).toBe(false);
  });
});
