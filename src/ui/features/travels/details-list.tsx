import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The label/value rows of a details dialog. */
export function DetailsList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
