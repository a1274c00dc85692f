import { useEffect, type ReactNode } from 'react';

/** 'Templates · LeadSift': the tab, the window list and bookmarks name the screen (ADR 0060). */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · LeadSift` : 'LeadSift';
}

/** Sets the title while `screen` is given (undefined leaves it to a child that knows better, e.g. 'Job not found'). */
export function usePageTitle(screen: string | undefined) {
  useEffect(() => {
    if (screen !== undefined) document.title = pageTitle(screen);
  }, [screen]);
}

/** A route's element with its page title (router.tsx gives every screen one). */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}
