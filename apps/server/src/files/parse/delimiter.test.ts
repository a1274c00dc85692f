import { describe, expect, it } from 'vitest';
import { countOutsideQuotes, lineEndings, sampleLines, sniffDelimiter } from './delimiter.ts';

describe('sniffDelimiter', () => {
  it.each([
    ['name,city,country\nAcme,Berlin,DE\nInitech,Austin,US\n', ','],
    ['name;city;country\nAcme;Berlin;DE\nInitech;Austin;US\n', ';'],
    ['name\tcity\tcountry\nAcme\tBerlin\tDE\n', '\t'],
    ['name|city|country\nAcme|Berlin|DE\n', '|'],
  ])('finds the delimiter of %j', (sample, expected) => {
    expect(sniffDelimiter(sample)).toBe(expected);
  });

  it('ignores delimiters inside quotes', () => {
    expect(sniffDelimiter('name;notes\n"Acme, Inc.";"a, b, c"\n"Initech, LLC";"x, y"\n')).toBe(';');
  });

  it('prefers ; over decimal commas in European files (the header has no comma)', () => {
    expect(sniffDelimiter('Produkt;Preis;Menge\nTisch;12,50;3\nStuhl;4,99;10\n')).toBe(';');
  });

  it('prefers the delimiter giving more columns when a value often holds another one', () => {
    expect(sniffDelimiter('a,b,c,tags\n1,2,3,x;y\n4,5,6,z;w\n')).toBe(',');
  });

  it('treats a quoted line break as part of the line', () => {
    expect(sampleLines('a,b\n"x\ny",2\nlast', 50, false)).toEqual(['a,b', '"x\ny",2']);
    expect(sampleLines('a,b\r\nc,d\re,f', 50, true)).toEqual(['a,b', 'c,d', 'e,f']);
  });

  it('falls back to a comma for a single column', () => {
    expect(sniffDelimiter('website\nacme.com\ninitech.com\n')).toBe(',');
    expect(sniffDelimiter('')).toBe(',');
  });

  it('counts outside quotes only', () => {
    expect(countOutsideQuotes('"a,b",c,"d"', ',')).toBe(2);
  });
});

describe('lineEndings', () => {
  it.each([
    ['a,b\r\n1,2\r\n', ['\r\n']],
    ['a,b\n1,"x\r\ny"\n', ['\n']],
    ['a,b\r1,2\r', ['\r']],
    ['a,b\r\n1,2\n', ['\r\n', '\n', '\r']],
    ['a,b', ['\r\n', '\n', '\r']],
  ])('%j → %j', (sample, expected) => {
    expect(lineEndings(sample)).toEqual(expected);
  });

  it('does not take a CR cut at the end of the sample for a CR line end', () => {
    expect(lineEndings('a,b\r\n1,2\r')).toEqual(['\r\n']);
  });
});
