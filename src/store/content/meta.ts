/** The page's meta description, from the operator's text of the page (plain, at most 160 characters). */
import { useEffect } from 'react';

export function plainText(markdown: string | null | undefined, max = 160): string {
  const text = (markdown ?? '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function useMetaDescription(text: string | null | undefined) {
  useEffect(() => {
    const content = plainText(text);
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const before = meta.content;
    meta.content = content;
    return () => {
      if (meta) meta.content = before;
    };
  }, [text]);
}
