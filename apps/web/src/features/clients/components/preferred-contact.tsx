import type { PreferredContact } from '@pitstop/domain/clients';
import { IconBrandWhatsapp, IconMail, IconMessage, IconPhone } from '@tabler/icons-react';
import { preferredContactLabels } from '../../../components/forms/client-fields.tsx';

const icons = {
  email: IconMail,
  phone: IconPhone,
  sms: IconMessage,
  whatsapp: IconBrandWhatsapp,
} as const;

/** The preferred-contact icon of a client row (spec §2), named for screen readers. */
export function PreferredContactIcon({ contact }: { contact: PreferredContact }) {
  const Icon = icons[contact];
  const label = `Prefers ${preferredContactLabels[contact]}`;
  return (
    <Icon
      size={16}
      role="img"
      aria-label={label}
      color="var(--mantine-color-dimmed)"
      style={{ flexShrink: 0 }}
    >
      <title>{label}</title>
    </Icon>
  );
}
