// What a stranger typed on a public page may reach a guest's mail only as a short name with no link, so the
// booking page cannot carry someone's text (a URL, an address) to any inbox under the hostel's name.

export const MAX_GREETING_NAME = 40;

// A scheme ("http:", "mailto:"), "www.", an "@", a slash, or a dot between letters or digits ("x.com").
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|\/|[\p{L}\p{N}]\s*[.．。]\s*[\p{L}\p{N}]/iu;
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** The typed first name to greet with, or undefined when it is too long or looks like a link: then the mail greets without a name. */
export function greetingName(typed: string | undefined): string | undefined {
  const name = (typed ?? '').trim();
  if (name === '' || [...name].length > MAX_GREETING_NAME) return undefined;
  if (CONTROL.test(name) || LINK_LIKE.test(name)) return undefined;
  return name;
}
