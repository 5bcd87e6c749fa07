import { useQuery } from '@tanstack/react-query';
import {
  CARRIER_AUTH_TYPE_LABELS,
  CARRIER_AUTH_TYPES,
  CARRIER_CREDENTIAL_MESSAGES,
  CARRIER_VENDOR_LABELS,
  CARRIER_VENDORS,
  type CarrierCredentialInput,
  carrierCredentialErrors,
} from '../../../../../src/shared/carrier-credential-rules.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import type { FieldValidator } from '../../../ui/dialogs/dialog-state.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import {
  carrierCredentialsQuery,
  useAddCarrierCredential,
  useDeleteCarrierCredential,
} from './broker-tools-api.ts';
import './broker-tools.css';

type Field = 'vendor' | 'vendorAccountId' | 'authType' | 'data' | 'description';

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'Never';

/** Each field's message from the shared rule, so the form and the server say the same. */
const rule =
  (field: Field): FieldValidator<Field> =>
  (_value, values) =>
    carrierCredentialErrors(values as CarrierCredentialInput)[field] ?? null;

/**
 * /account/broker/tools/carrier-credentials (spec 3): the broker's carrier API credentials, newest first, with
 * Add API Credential and Delete. The secret is never shown after it is sent.
 */
export function CarrierCredentialsPage() {
  const credentials = useQuery(carrierCredentialsQuery());
  const add = useAddCarrierCredential();
  const remove = useDeleteCarrierCredential();
  const dialogs = useDialogs();
  const rows = credentials.data?.data ?? [];

  async function addCredential() {
    const values = await dialogs.form<Field>({
      title: 'Add API Credential',
      fields: [
        {
          name: 'vendor',
          label: 'Carrier',
          type: 'select',
          options: [
            { value: '', label: 'Choose a carrier' },
            ...CARRIER_VENDORS.map((value) => ({ value, label: CARRIER_VENDOR_LABELS[value] })),
          ],
        },
        { name: 'vendorAccountId', label: 'Carrier Account ID (optional)', autoComplete: 'off' },
        {
          name: 'authType',
          label: 'Auth Type',
          type: 'select',
          options: [
            { value: '', label: 'Choose an auth type' },
            ...CARRIER_AUTH_TYPES.map((value) => ({ value, label: CARRIER_AUTH_TYPE_LABELS[value] })),
          ],
        },
        { name: 'data', label: 'Auth/Token', type: 'password', autoComplete: 'off' },
        { name: 'description', label: 'Description (optional)', autoComplete: 'off' },
      ],
      validate: {
        vendor: rule('vendor'),
        authType: rule('authType'),
        data: rule('data'),
        vendorAccountId: rule('vendorAccountId'),
        description: rule('description'),
      },
      submitLabel: 'Save',
    });
    if (!values) return;
    try {
      await add.mutateAsync({
        vendor: values.vendor,
        authType: values.authType,
        data: values.data,
        vendorAccountId: values.vendorAccountId.trim() || null,
        description: values.description.trim() || null,
      });
    } catch (error) {
      const text = inlineErrorText(error, LIST_LOAD_FAILED);
      if (text) void dialogs.error(text);
    }
  }

  async function deleteCredential(id: number, label: string) {
    const go = await dialogs.confirm({ action: 'Delete', message: `Delete the credential ${label}?` });
    if (!go) return;
    await remove.mutateAsync(id).catch((error: unknown) => {
      if (inlineErrorText(error, LIST_LOAD_FAILED)) void dialogs.error(LIST_LOAD_FAILED);
    });
  }

  return (
    <div className="broker-tool">
      <h2>Carrier Credentials</h2>
      <div className="broker-tool__filter">
        <button type="button" className="button button--primary" onClick={() => void addCredential()}>
          Add API Credential
        </button>
      </div>
      {credentials.isPending && <p role="status">Loading credentials…</p>}
      <InlineError error={credentials.error} fallback={LIST_LOAD_FAILED} />
      {credentials.isSuccess && rows.length === 0 && <p>{CARRIER_CREDENTIAL_MESSAGES.empty}</p>}
      {rows.length > 0 && (
        <DataTable
          label="Carrier credentials"
          head={
            <tr>
              <th scope="col">Carrier</th>
              <th scope="col">Carrier Account ID</th>
              <th scope="col">Auth Type</th>
              <th scope="col">Description</th>
              <th scope="col">Phone Numbers</th>
              <th scope="col">Date Created</th>
              <th scope="col">Last Verified</th>
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          }
        >
          {rows.map((row) => {
            const label = `${CARRIER_VENDOR_LABELS[row.vendor]} ${row.vendorAccountId ?? ''}`.trim();
            return (
              <tr key={row.brokerageVendorCredentialId}>
                <td>{CARRIER_VENDOR_LABELS[row.vendor]}</td>
                <td>{row.vendorAccountId ?? '—'}</td>
                <td>{CARRIER_AUTH_TYPE_LABELS[row.authType]}</td>
                <td>{row.description ?? ''}</td>
                <td>{row.tnCount}</td>
                <td>{formatDate(row.createDate)}</td>
                <td>{formatDate(row.lastVerifiedDate)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete the credential ${label}`}
                    disabled={remove.isPending}
                    onClick={() => void deleteCredential(row.brokerageVendorCredentialId, label)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
