import { useLocation } from 'react-router-dom';
import { localizedPath, pathLanguage } from '@/sitePages';

/** Internal links keep the visit's URL scheme: on `/en/…` a link to `/general` goes to `/en/general`. */
export function useLocalizedPath(): (path: string) => string {
  const language = pathLanguage(useLocation().pathname);
  return (path) => localizedPath(path, language);
}
