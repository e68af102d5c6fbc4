import type { WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { DataTable } from '../../../ui/data-table/data-table';
import { useEndpointColumns, type EndpointAction } from './endpoint-columns';

export type { EndpointAction } from './endpoint-columns';

/** The company's endpoints with their events, state and secret prefix; each row's actions in a menu. */
export function EndpointTable({
  endpoints,
  onAction,
}: {
  endpoints: WebhookEndpoint[];
  onAction: (action: EndpointAction, endpoint: WebhookEndpoint) => void;
}) {
  const columns = useEndpointColumns(onAction);
  return (
    <DataTable
      data={endpoints}
      columns={columns}
      getRowId={(e) => String(e.id)}
      rowProps={(e) => ({ 'data-testid': `webhook-row-${e.id}` })}
      minWidth={760}
      testId="webhook-endpoint-table"
    />
  );
}
