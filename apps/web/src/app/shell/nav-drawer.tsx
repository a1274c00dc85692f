import { useMediaQuery, useTheme } from '@mui/material';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/**
 * Below the `md` breakpoint (900 px) the side navigation is a temporary drawer opened by the top
 * bar's menu button (ADR 0037); at 900 px and wider it is the permanent 240 px column.
 */
export function useNarrowLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

type NavDrawerState = { open: boolean; setOpen: (open: boolean) => void };

const NavDrawerContext = createContext<NavDrawerState>({ open: false, setOpen: () => {} });

/** The one open/closed state shared by the top bar's menu button and the page's side navigation. */
export function NavDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <NavDrawerContext value={value}>{children}</NavDrawerContext>;
}

export const useNavDrawer = (): NavDrawerState => use(NavDrawerContext);
