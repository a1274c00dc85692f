/**
 * Email items that are not a kind of domain: people's own addresses ("named people", "addresses of real
 * people") are the other side of role addresses; single role mailboxes ("info@", "admin@ addresses") are
 * examples of role addresses, read only beside such a people item (alone, "exclude info@" would exclude every
 * role address, which is more than it says).
 */
import { ROLE_MAILBOXES } from './email.ts';

const ADDRESS = String.raw`(?:e-?mails?|e-?mail\s+address(?:es)?|address(?:es)?|inboxes|mailboxes|contacts)`;
/** "emails that belong to a named person", "a person's own work address": relative clauses and possessives too. */
const OWNER = String.raw`(?:of|for|from|belonging\s+to|owned\s+by|(?:that|which)\s+(?:belongs?|go(?:es)?|reach(?:es)?)\s+to)`;
const OWN = String.raw`(?:\s+own)?(?:\s+(?:work|business|direct|personal))?`;
const PERSON = new RegExp(
  String.raw`^(?:${ADDRESS}\s+${OWNER}\s+)?(?:an?\s+)?(?:named|real|actual|individual|identifiable|specific|known)\s+` +
    String.raw`(?:people|persons?|individuals?|humans|employees|contacts|decision[-\s]makers)(?:[’']s?)?${OWN}(?:\s+${ADDRESS})?$` +
    // "keep the individual ones": "ones" after "named" / "individual" are the addresses the sentence is about.
    String.raw`|^(?:named|individual|personal\s+work)\s+ones$` +
    // "a person's own address": "own" says it is theirs, not a shared inbox ("a person's address" alone does not).
    String.raw`|^(?:an?\s+|the\s+)?(?:person|individual|employee|human|contact)[’']s\s+own(?:\s+(?:work|business|direct))?\s+${ADDRESS}$` +
    // "personal work emails": both words; "personal emails" alone may mean private (free-mail) addresses.
    String.raw`|^personal\s+(?:work|business)\s+${ADDRESS}$` +
    // "named (personal) emails": "named" says whose they are, whatever the other adjective.
    String.raw`|^named\s+(?:(?:personal|work|business|direct|individual)\s+)?${ADDRESS}$` +
    // "emails that reach one individual", "an address for one named person", "that belong to a single person" (tenth
    // pass); "one specific person" stays refused (a particular contact, or anyone's own address?).
    String.raw`|^(?:an?\s+)?${ADDRESS}\s+(?:${OWNER}|(?:that|which)\s+reach(?:es)?)\s+(?:one|a\s+single)\s+(?:(?:named|real)\s+)?(?:person|individual|human)$`,
  'iu',
);
const MAILBOX = new RegExp(String.raw`^([a-z0-9._-]+)@(?:\s+${ADDRESS})?$`, 'iu');

/** "person" for people's own addresses, "mailbox" for a role mailbox ("info@"), else undefined. */
export function personOrMailbox(text: string): 'person' | 'mailbox' | undefined {
  const t = text.trim();
  if (PERSON.test(t)) return 'person';
  const local = MAILBOX.exec(t)?.[1]?.toLowerCase();
  return local && ROLE_MAILBOXES.has(local) ? 'mailbox' : undefined;
}

/**
 * "addresses like info@, hello@, admin@": two or more role mailboxes given as examples of a kind of address
 * are role addresses (the examples would otherwise be dropped as an aside, leaving "addresses").
 */
const EXAMPLES = new RegExp(
  // Only right after an opening or a list mark: "shared inboxes like info@" is read by its own words, as before.
  String.raw`(?<=(?:^|[:,;(]|\b(?:exclude|remove|drop|no|not|without|keep|only|skip|filter\s+out))\s*)${ADDRESS}\s+(?:like|such\s+as|e\.g\.?,?)\s+((?:[a-z0-9._-]+@\s*(?:,|\/|\bor\b|\band\b)?\s*){2,})(?:etc\b\.?)?`,
  'giu',
);
/** "info@ / sales@ type addresses", "info@, hello@-style emails": the examples before the kind of address. */
const EXAMPLES_BEFORE = new RegExp(
  String.raw`((?:[a-z0-9._-]+@\s*(?:,|\/|\bor\b|\band\b)?\s*){2,})(?:etc\.?\s*)?(?:-?\s*(?:type|style|kind\s+of|sort\s+of))\s+${ADDRESS}`,
  'giu',
);
/** "info@, sales@, support@ etc.": two or more role mailboxes and "etc." name the kind, as "gmail, yahoo etc." does. */
const EXAMPLES_ETC =
  /((?:[a-z0-9._-]+@\s*(?:,|\/|\bor\b|\band\b)?\s*){2,})\s*(?:\betc\b\.?|\band\s+so\s+on\b|\band\s+the\s+like\b|\band\s+similar\b)/giu;
export function mailboxExamples(text: string): string {
  const roles = (m: string, list: string) => {
    const locals = [...list.matchAll(/([a-z0-9._-]+)@/giu)].map((l) => l[1]!.toLowerCase());
    return locals.every((l) => ROLE_MAILBOXES.has(l)) ? 'role addresses ' : m;
  };
  return text.replace(EXAMPLES, roles).replace(EXAMPLES_BEFORE, roles).replace(EXAMPLES_ETC, roles);
}
