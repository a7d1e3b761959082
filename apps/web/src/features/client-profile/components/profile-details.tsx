import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Client } from '@pitstop/domain/clients';
import { formatCalendarDate, formatDate } from '@pitstop/domain/date-format';
import { phoneHref } from '@pitstop/domain/format';
import type { ReactNode } from 'react';
import { preferredContactLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';

/** The fields of a client record both sides see. */
export type ProfileRecord = Omit<Client, 'notes' | 'tags' | 'hasPortalAccess' | 'archivedAt'>;
/** The shop's own fields: staff see them; the car owner's API never sends them. */
export type ShopFields = Pick<Client, 'tags' | 'notes'>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="div">
      <Text size="xs" c="dimmed" fw={500} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

function Group3({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        {children}
      </SimpleGrid>
    </Card>
  );
}

/** Details tab: every field of spec §3's client. */
export function ProfileDetails({
  client,
  shopFields,
}: {
  client: ProfileRecord;
  shopFields?: ShopFields;
}) {
  const dates = useDateFormat();
  return (
    <Stack gap="md">
      <Group3 title="Contact">
        <Field label="Email">
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : null}
        </Field>
        <Field label="Phone">
          {client.phone ? <Anchor href={phoneHref(client.phone)}>{client.phone}</Anchor> : null}
        </Field>
        <Field label="Preferred contact">
          {client.preferredContact ? preferredContactLabels[client.preferredContact] : null}
        </Field>
        <Field label="Date of Birth">
          {client.dateOfBirth ? formatCalendarDate(client.dateOfBirth, dates) : null}
        </Field>
        <Field label="Company">{client.company}</Field>
        <Field label="Tax ID">{client.taxId}</Field>
      </Group3>
      <Group3 title="Address">
        <Field label="Address">{client.address}</Field>
        <Field label="City">{client.city}</Field>
        <Field label="State">{client.state}</Field>
        <Field label="Postal code">{client.postalCode}</Field>
        <Field label="Country">{client.country}</Field>
      </Group3>
      <Group3 title="Emergency contact">
        <Field label="Name">{client.emergencyContactName}</Field>
        <Field label="Phone">
          {client.emergencyContactPhone ? (
            <Anchor href={phoneHref(client.emergencyContactPhone)}>
              {client.emergencyContactPhone}
            </Anchor>
          ) : null}
        </Field>
        <Field label="Relation">{client.emergencyContactRelation}</Field>
      </Group3>
      <Group3 title="Other">
        <Field label="Client since">{formatDate(client.createdAt, dates)}</Field>
        {shopFields ? (
          <>
            <Field label="Tags">
              {shopFields.tags.length > 0 ? (
                <Group gap={4} component="span">
                  {shopFields.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="light">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Field>
            <Field label="Notes">
              {shopFields.notes ? (
                <span style={{ whiteSpace: 'pre-wrap' }}>{shopFields.notes}</span>
              ) : null}
            </Field>
          </>
        ) : null}
      </Group3>
    </Stack>
  );
}
