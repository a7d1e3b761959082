import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { PitstopBrand } from './pitstop-brand.tsx';
import { PublicFooter } from './public-footer.tsx';
import { landingSections, publicHeaderHeight } from './public-sections.ts';
import classes from './public-shell.module.css';
import { useScrollToHash } from './use-scroll-to-hash.ts';

export type PublicActionsLayout = 'bar' | 'drawer';

const mainId = 'main-content';

// Only narrow screens open the menu: its drawer (and Mantine's modal machinery) loads on first use.
const PublicMenuDrawer = lazy(() =>
  import('./public-menu-drawer.tsx').then((module) => ({ default: module.PublicMenuDrawer })),
);

/**
 * The frame of every public page: skip link, sticky top bar (a drawer below 768 px), main, footer.
 * `renderActions` fills the right-hand side of the bar (sign-in buttons, later a dashboard link).
 */
export function PublicShell({
  children,
  renderActions,
}: {
  children: ReactNode;
  renderActions: (layout: PublicActionsLayout) => ReactNode;
}) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const location = useLocation();
  useScrollToHash();

  // Any navigation from inside the drawer (a section anchor, a page) closes it.
  const closeDrawer = drawer.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key)
  useEffect(() => {
    closeDrawer();
  }, [location.key, closeDrawer]);

  return (
    <Box
      className={classes.root}
      style={{ '--public-header-height': `${publicHeaderHeight}px` } as CSSProperties}
    >
      <a
        href={`#${mainId}`}
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <PitstopBrand wordClassName={classes.brandWordInBar} />
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
              {landingSections.map((section) => (
                <Anchor
                  key={section.id}
                  component={Link}
                  to={`/#${section.id}`}
                  className={classes.navLink}
                >
                  {section.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="sm">{renderActions('bar')}</Box>
              <ColorSchemeToggle />
              <Burger
                hiddenFrom="sm"
                opened={drawerOpened}
                onClick={drawer.toggle}
                aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
                aria-expanded={drawerOpened}
                aria-controls="public-menu"
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            actions={renderActions('drawer')}
          />
        </Suspense>
      ) : null}
      <Box component="main" id={mainId} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
