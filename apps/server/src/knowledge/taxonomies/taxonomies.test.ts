import { describe, expect, it } from 'vitest';
import { createRuleDecider } from '../index.ts';
import { readIndustryGroup, resolveIndustries } from '../industries.ts';
import { readGics } from './gics.ts';
import { LINKEDIN_INDUSTRIES, readLinkedIn } from './linkedin.ts';
import { readSic } from './sic.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';
const each = (instructions: string, values: string[]) => values.map((v) => `${v}: ${decision(instructions, v)}`);
const all = (values: string[], outcome: string) => values.map((v) => `${v}: ${outcome}`);

describe('LinkedIn industries', () => {
  it('reads V2 labels and V1 names, each with its NAICS industries and place in the tree', () => {
    expect(LINKEDIN_INDUSTRIES.size).toBeGreaterThan(500);
    expect(readLinkedIn('Software Development')).toMatchObject({ code: '4', naics: ['5112'], path: ['4', '6', '1594'] });
    expect(readLinkedIn('software development')?.code).toBe('4');
    expect(readLinkedIn('Computer Software')).toMatchObject({ code: '4', naics: ['5112'] });
    expect(readLinkedIn('Information Technology & Services')).toMatchObject({ code: '96', naics: ['5415'], partly: ['5112'] });
    expect(readLinkedIn('Blogs')?.naics).toEqual(['51913', '5111']); // inherits Internet Publishing
    // A V1 name wider than the V2 category that kept its id has no clean mapping.
    expect(readLinkedIn('Consumer Goods')).toMatchObject({ naics: [], path: [] });
    expect(readLinkedIn('Acme')).toBeUndefined();
  });

  it('decides "Keep software companies" where the category is software, and leaves categories that span the edge', () => {
    const ins = 'Keep software companies';
    expect(each(ins, ['Software Development', 'Computer Software', 'Computer Games', 'Data Infrastructure and Analytics'])).toEqual(
      all(['Software Development', 'Computer Software', 'Computer Games', 'Data Infrastructure and Analytics'], 'KEEP'),
    );
    expect(each(ins, ['Restaurants', 'Hospitals', 'Banking', 'Truck Transportation', 'IT System Operations and Maintenance'])).toEqual(
      all(['Restaurants', 'Hospitals', 'Banking', 'Truck Transportation', 'IT System Operations and Maintenance'], 'EXCLUDE'),
    );
    // IT consulting writes custom software; "Technology, Information and Internet" holds more than software.
    const review = [
      'IT Services and IT Consulting',
      'Information Technology and Services',
      'Technology, Information and Internet',
      'Internet',
      'Internet News', // a web publisher, not a software company, though NAICS 2017 files both under 519130
    ];
    expect(each(ins, review)).toEqual(all(review, 'undecided'));
  });

  it('keeps a value that one keep holds for while another cannot tell', () => {
    const ins = 'Keep software and IT services companies';
    expect(decision(ins, 'IT Services and IT Consulting')).toBe('KEEP'); // IT services, whether or not software
    expect(decision(ins, 'SIC 7371')).toBe('KEEP');
    expect(decision(ins, 'Business Consulting and Services')).toBe('undecided'); // management consulting, some IT consulting
    expect(decision(ins, 'Technology, Information and Internet')).toBe('undecided');
  });

  it('decides healthcare, financial services and banking', () => {
    expect(decision('Healthcare only', 'Hospitals')).toBe('KEEP');
    expect(decision('Healthcare only', 'Medical Practices')).toBe('KEEP');
    expect(decision('Healthcare only', 'Hospital & Health Care')).toBe('KEEP'); // V1: social assistance was its own industry
    expect(decision('Healthcare only', 'Hospitals and Health Care')).toBe('undecided'); // V2: includes social assistance
    expect(decision('Healthcare only', 'Medical Equipment Manufacturing')).toBe('EXCLUDE');
    expect(decision('Keep financial services companies', 'Financial Services')).toBe('KEEP');
    expect(decision('Keep financial services companies', 'Venture Capital & Private Equity')).toBe('KEEP');
    expect(decision('Keep banks', 'Banking')).toBe('KEEP');
    expect(decision('Keep banks', 'Insurance')).toBe('EXCLUDE');
    expect(decision('Keep banks', 'Financial Services')).toBe('undecided'); // banks and more
  });

  it('reads LinkedIn categories in instructions, for values of any taxonomy', () => {
    expect(readIndustryGroup('Hospitals and Health Care')?.native).toEqual({ taxonomy: 'LinkedIn', code: '14' });
    expect(decision('Keep Hospitals and Health Care', 'Hospitals and Health Care')).toBe('KEEP');
    expect(decision('Keep Hospitals and Health Care', 'Child Day Care Services')).toBe('KEEP');
    expect(decision('Keep Hospitals and Health Care', 'Offices of Physicians')).toBe('KEEP'); // NAICS 6211
    expect(decision('Keep Hospitals and Health Care', 'Software Development')).toBe('EXCLUDE');
    expect(decision('Only Software Development', 'Embedded Software Products')).toBe('KEEP');
    expect(decision('Only Software Development', 'Software Publishers')).toBe('KEEP');
    expect(decision('Only Software Development', 'IT Services and IT Consulting')).toBe('EXCLUDE');
  });
});

describe('GICS', () => {
  it('reads names and codes of every level', () => {
    expect(readGics('Application Software')).toMatchObject({ code: '45103010', naics: ['5112'] });
    expect(readGics('GICS 45103010')?.title).toBe('Application Software');
    expect(readGics('45103010')?.title).toBe('Application Software');
    expect(readGics('Banks')?.code).toBe('401010'); // the industry group and the industry share the name
    expect(readGics('Information Technology')?.code).toBe('45');
    expect(readGics('Regional Banks')?.naics).toEqual(['5221']);
  });

  it('decides sales words on GICS values, and leaves the two-way ones', () => {
    const software = ['Application Software', 'Systems Software', 'Internet Services & Infrastructure', 'Interactive Home Entertainment'];
    expect(each('Keep software companies', software)).toEqual(all(software, 'KEEP'));
    expect(each('Keep software companies', ['Regional Banks', 'Semiconductors', 'Restaurants'])).toEqual(
      all(['Regional Banks', 'Semiconductors', 'Restaurants'], 'EXCLUDE'),
    );
    // GICS files IT consulting under "Software & Services": the two classifications disagree.
    expect(decision('Keep software companies', 'IT Consulting & Other Services')).toBe('undecided');
    expect(decision('Keep IT services companies', 'IT Consulting & Other Services')).toBe('KEEP');
    expect(decision('Healthcare only', 'Health Care Facilities')).toBe('KEEP');
    expect(decision('Healthcare only', 'Health Care Services')).toBe('KEEP');
    // In the GICS Health Care sector but not health care providers: review, not a guess either way.
    const twoWay = ['Health Care Equipment', 'Pharmaceuticals', 'Managed Health Care', 'Health Care', 'Biotechnology'];
    expect(each('Healthcare only', twoWay)).toEqual(all(twoWay, 'undecided'));
    expect(decision('Keep financial services companies', 'Regional Banks')).toBe('KEEP');
    expect(decision('Keep financial services companies', 'Financials')).toBe('KEEP');
    expect(decision('Keep financial services companies', 'Multi-Sector Holdings')).toBe('KEEP');
    expect(decision('Keep banks', 'Diversified Banks')).toBe('KEEP');
    expect(decision('Keep banks', 'Financials')).toBe('undecided');
    expect(decision('Keep banks', 'Life & Health Insurance')).toBe('EXCLUDE');
    expect(decision('Keep manufacturers', 'Industrial Conglomerates')).toBe('undecided');
  });

  it('reads GICS categories named in instructions', () => {
    expect(readIndustryGroup('Information Technology sector')?.native).toEqual({ taxonomy: 'GICS', code: '45' });
    expect(readIndustryGroup('GICS Financials')?.native).toEqual({ taxonomy: 'GICS', code: '40' });
    expect(readIndustryGroup('Financials')?.native).toEqual({ taxonomy: 'GICS', code: '40' });
    // Without "sector" or "GICS", the sales word keeps its NAICS meaning.
    expect(readIndustryGroup('information technology')?.native).toBeUndefined();
    expect(decision('Keep Information Technology sector', 'Semiconductors')).toBe('KEEP');
    expect(decision('Keep Information Technology sector', 'Interactive Media & Services')).toBe('EXCLUDE'); // GICS 50
    expect(decision('Keep Information Technology sector', 'Semiconductor Manufacturing')).toBe('KEEP'); // LinkedIn, NAICS 3344
    // GICS also files software publishers under Health Care Technology and Interactive Home Entertainment.
    expect(decision('Keep Information Technology sector', 'Software Development')).toBe('undecided');
    expect(decision('Keep Information Technology sector', 'Hospitals')).toBe('EXCLUDE');
    expect(decision('GICS Financials', 'Mortgage REITs')).toBe('KEEP');
    expect(decision('GICS Financials', 'Regional Banks')).toBe('KEEP');
    expect(decision('Exclude GICS Financials', 'Application Software')).toBe('KEEP');
    // A NAICS industry that GICS splits between its Health Care sector and another sector is not settled.
    expect(decision('Keep health care sector', 'Research and Development in Biotechnology (except Nanobiotechnology)')).toBe('undecided');
    expect(decision('Keep health care sector', 'General Medical and Surgical Hospitals')).toBe('KEEP');
  });
});

describe('SIC', () => {
  it('reads codes, prefixed codes, code and title, and SEC titles', () => {
    expect(readSic('SIC 7372')).toMatchObject({ code: '7372', naics: ['5112'], partly: ['334614'] });
    expect(readSic('SIC code: 6022')?.naics).toEqual(['5221']);
    expect(readSic('7372 Prepackaged Software')?.code).toBe('7372');
    expect(readSic('7372 - Services-Prepackaged Software')?.code).toBe('7372');
    expect(readSic('SERVICES-PREPACKAGED SOFTWARE')?.code).toBe('7372');
    expect(readSic('State Commercial Banks')?.code).toBe('6022');
    expect(readSic('7372 Restaurants')).toBeUndefined(); // a code with another code's title
  });

  it('decides sales words on SIC values', () => {
    expect(each('Keep software companies', ['7372', 'SIC 7372', '7372 Prepackaged Software', 'SIC 7374'])).toEqual(
      all(['7372', 'SIC 7372', '7372 Prepackaged Software', 'SIC 7374'], 'KEEP'),
    );
    expect(decision('Keep software companies', 'SIC 7371')).toBe('undecided'); // custom programming
    expect(decision('Keep software companies', 'SIC 6022')).toBe('EXCLUDE');
    expect(decision('Keep software companies', 'SIC 73')).toBe('undecided'); // business services: software and much else
    expect(decision('Healthcare only', 'SIC 8062')).toBe('KEEP');
    expect(decision('Healthcare only', 'SIC 80')).toBe('KEEP');
    expect(decision('Healthcare only', 'SIC 3841')).toBe('EXCLUDE');
    expect(decision('Keep manufacturers', 'SIC 7372')).toBe('undecided'); // the concordance also sends 7372 to 334614
    expect(decision('Keep financial services companies', '6022')).toBe('KEEP');
    expect(decision('Keep banks', 'SIC 6311')).toBe('EXCLUDE');
  });

  it('reads a code of both NAICS and SIC both ways unless the title settles it', () => {
    expect(resolveIndustries('2111').map((i) => i.taxonomy)).toEqual(['NAICS', 'SIC']);
    expect(decision('Keep manufacturers', '2111')).toBe('undecided'); // oil and gas extraction, or cigarettes
    expect(decision('Keep manufacturers', '2111 Cigarettes')).toBe('KEEP');
    expect(decision('Keep manufacturers', '2111 Oil and Gas Extraction')).toBe('EXCLUDE');
    expect(decision('Keep software companies', 'NAICS 5112')).toBe('KEEP');
    // Both readings outside the group: decided.
    expect(decision('Keep healthcare companies', '2111')).toBe('EXCLUDE');
  });

  it('reads SIC codes named in instructions', () => {
    expect(decision('Keep SIC 7372', '7372 Prepackaged Software')).toBe('KEEP');
    expect(decision('Keep SIC 7372', 'Software Publishers')).toBe('KEEP');
    expect(decision('Keep SIC 80', 'SIC 8062')).toBe('KEEP');
    expect(decision('Keep SIC 80', 'SIC 6022')).toBe('EXCLUDE');
  });
});

describe('taxonomy names in instructions of other kinds', () => {
  it('leaves job-function words to the title reader', () => {
    expect(readIndustryGroup('Human Resources')).toBeUndefined(); // a LinkedIn V1 name, and a job function
    expect(readIndustryGroup('Systems Software')).toBeUndefined(); // a GICS sub-industry, and a job function
    const reading = createRuleDecider('Keep Human Resources and Sales').reading;
    expect(reading.ok && reading.criterion.kind).toBe('title');
  });

  it('refuses a taxonomy category it does not know', () => {
    expect(createRuleDecider('Keep GICS Blockchain Wizards').reading.ok).toBe(false);
    expect(createRuleDecider('Keep SIC 1234567').reading.ok).toBe(false);
  });
});
