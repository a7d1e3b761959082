import { Box, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { vinCheckDigitWarning } from '@pitstop/domain/vehicles';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The VIN field of every vehicle form (staff and car owner): monospace, upper-cased as typed,
 * with the check-digit warning under it — a warning, never a refusal.
 */
export function VinInput({
  inputProps,
  value,
  onChange,
}: {
  inputProps: GetInputPropsReturnType;
  value: string;
  onChange(value: string): void;
}) {
  const warning = vinCheckDigitWarning(value);
  return (
    <TextInput
      label="VIN"
      maxLength={17}
      autoCapitalize="characters"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...inputProps}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        warning ? (
          <Box
            component="span"
            display="flex"
            mt={4}
            p={6}
            style={{
              gap: 6,
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'var(--mantine-color-yellow-light)',
              color: 'var(--mantine-color-text)',
            }}
            data-testid="vin-warning"
          >
            <IconAlertTriangle
              size={16}
              aria-hidden
              color="var(--mantine-color-yellow-filled)"
              style={{ flexShrink: 0 }}
            />
            {warning}
          </Box>
        ) : undefined
      }
    />
  );
}
