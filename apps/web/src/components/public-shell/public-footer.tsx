import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { PitstopBrand } from './pitstop-brand.tsx';
import { landingSections } from './public-sections.ts';
import classes from './public-shell.module.css';

type FooterLink = { label: string; to: string; external?: boolean };

const footerGroups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: landingSections.map((section) => ({ label: section.label, to: `/#${section.id}` })),
  },
  {
    title: 'Workshops',
    links: [
      { label: 'Pitstop for workshops', to: '/mechanics' },
      { label: 'Request a demo', to: '/contact' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log in', to: '/login' },
      { label: 'Create an account', to: '/signup' },
    ],
  },
  {
    title: 'Developers',
    // The API reference is served by the server, outside the single-page app.
    links: [{ label: 'API documentation', to: '/api/docs', external: true }],
  },
];

export function PublicFooter() {
  return (
    <Box component="footer" className={classes.footer} py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 5 }} spacing="xl">
          <Stack gap="sm" maw={320}>
            <PitstopBrand />
            <Text size="sm" c="dimmed">
              The shop-management portal for auto repair workshops and the drivers who trust them.
            </Text>
          </Stack>
          {footerGroups.map((group) => (
            <Box component="nav" aria-label={group.title} key={group.title}>
              <Title order={2} size="sm" mb="sm">
                {group.title}
              </Title>
              <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    {link.external ? (
                      <Anchor href={link.to} className={classes.footerLink}>
                        {link.label}
                      </Anchor>
                    ) : (
                      <Anchor component={Link} to={link.to} className={classes.footerLink}>
                        {link.label}
                      </Anchor>
                    )}
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Divider my="xl" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Pitstop. All rights reserved.
          </Text>
          <Text size="sm" c="dimmed">
            Built for independent garages, workshops and their customers.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
