import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import type { InventoryImportPreview } from '@pitstop/domain/inventory-views';
import { countLabel } from '@pitstop/domain/plural';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useImportInventoryItems } from '../api/import-inventory-items.ts';
import { usePreviewInventoryImport } from '../api/preview-inventory-import.ts';

/** The largest file the server takes (inventoryImportSchema). */
const MAX_BYTES = 5_000_000;

function PreviewSummary({ preview }: { preview: InventoryImportPreview }) {
  const rowErrors = preview.rows.flatMap((row) =>
    row.errors.map((error) => ({ ...error, line: row.line, sku: row.sku })),
  );
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="import-summary">
        {countLabel(preview.creates, { one: 'new item', other: 'new items' })},{' '}
        {countLabel(preview.updates, { one: 'update', other: 'updates' })},{' '}
        {countLabel(preview.invalid, { one: 'row with errors', other: 'rows with errors' })}.
      </Text>
      {preview.fileErrors.length > 0 ? (
        <Alert color="red" variant="light" title="The file cannot be imported">
          <List size="sm">
            {preview.fileErrors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {rowErrors.length > 0 ? (
        <Table.ScrollContainer
          minWidth={320}
          mah={280}
          type="native"
          // A long list scrolls: the region takes focus to scroll by keys.
          tabIndex={0}
          role="region"
          aria-label="Rows with errors, scrollable"
        >
          <Table striped verticalSpacing={4} aria-label="Rows with errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rowErrors.map((error) => (
                <Table.Tr key={`${error.line}-${error.column}-${error.message}`}>
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>{error.sku || '—'}</Table.Td>
                  <Table.Td>{error.column}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

function ImportForm({ onClose }: { onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewInventoryImport();
  const importItems = useImportInventoryItems();
  const result = preview.data;
  const count = result ? result.creates + result.updates : 0;
  const faulty = result !== undefined && (result.invalid > 0 || result.fileErrors.length > 0);
  const importable = result !== undefined && !faulty && count > 0;

  async function choose(chosen: File | null) {
    setFile(chosen);
    setCsv(null);
    setFileError(null);
    preview.reset();
    importItems.reset();
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setFileError('The file is larger than 5 MB');
      return;
    }
    const text = await chosen.text().catch(() => null);
    if (text === null) {
      setFileError('The file could not be read. Choose it again.');
      return;
    }
    setCsv(text);
    preview.mutate(text);
  }

  function confirm() {
    if (!csv) return;
    importItems.mutate(csv, {
      onSuccess: (done) => {
        showToast({
          color: 'teal',
          message: `Import done: ${countLabel(done.created, { one: 'item added', other: 'items added' })}, ${countLabel(done.updated, { one: 'item updated', other: 'items updated' })}`,
        });
        onClose();
      },
    });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Use the columns of the Export CSV file (the first row names them; SKU and Name are required)
        and an Opening quantity column for the stock of new items. A row whose SKU exists updates
        that item. Nothing is imported until you confirm, then every row or none.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        accept=".csv,text/csv"
        clearable
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
      />
      {preview.isPending ? <InlineLoading label="Checking the file..." /> : null}
      {preview.isError ? (
        <Alert color="red" variant="light" role="alert" title="Could not check the file">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureMessage(preview.error)}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => csv && preview.mutate(csv)}
            >
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {result ? <PreviewSummary preview={result} /> : null}
      {faulty ? (
        <Text size="sm" c="red">
          Correct the file and choose it again: nothing has been imported.
        </Text>
      ) : result && count === 0 ? (
        <Text size="sm">The file has no rows to import.</Text>
      ) : null}
      {importItems.isError ? (
        <Alert color="red" variant="light" role="alert" title="Nothing was imported">
          {failureMessage(importItems.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={importItems.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!importable} loading={importItems.isPending}>
          {`Import ${countLabel(count, { one: 'item', other: 'items' })}`}
        </Button>
      </Group>
    </Stack>
  );
}

/** CSV import: choose a file, read its preview, then import it all (or nothing) on confirming. */
export function ImportItemsDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title="Import items from CSV"
    >
      {opened ? <ImportForm onClose={onClose} /> : null}
    </Modal>
  );
}
