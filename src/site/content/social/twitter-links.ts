/**
 * `activate-twitter-links`: @names link to the profile, #tags to the
 * hashtag search (SPEC.md 7). The text is otherwise left as it is.
 */

const MENTION_OR_TAG = /(^|[^\w@#])([@#])(\w+)/g;

export function activateTwitterLinks(text: string): string {
  return text.replace(MENTION_OR_TAG, (_whole, before: string, sigil: string, word: string) => {
    const href =
      sigil === '@' ? `https://twitter.com/${word}/` : `https://twitter.com/hashtag/${word}?src=hash`;
    return `${before}<a target="new" href="${href}">${sigil}${word}</a>`;
  });
}
